// The document behind folio_splash_document, shared by the renderer (folio_splash.cpp) and the word list
// (folio_words.cpp). Private to this target.
#pragma once

#include <memory>

#include <poppler-document.h>

struct folio_splash_document {
    std::unique_ptr<poppler::document> document;
};
