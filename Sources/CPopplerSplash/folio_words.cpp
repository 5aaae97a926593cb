#include "folio_words.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include <poppler-document.h>
#include <poppler-page.h>

#include "folio_document.hpp"

namespace {
struct Word {
    std::string text;
    std::vector<double> boxes;
    int characters = 0;
    double fontSize = 0;
    std::string fontName;
};
}

struct folio_word_list {
    std::vector<Word> words;
};

extern "C" folio_word_list *folio_words_of_page(folio_splash_document *document, int index) {
    if (!document || index < 0 || index >= document->document->pages()) return nullptr;
    std::unique_ptr<poppler::page> page(document->document->create_page(index));
    if (!page) return nullptr;
    auto list = new folio_word_list;
    for (const poppler::text_box &box : page->text_list(poppler::page::text_list_include_font)) {
        Word word;
        poppler::ustring text = box.text();
        poppler::byte_array utf8 = text.to_utf8();
        word.text.assign(utf8.begin(), utf8.end());
        word.characters = static_cast<int>(text.size());
        for (size_t i = 0; i < text.size(); i++) {
            poppler::rectf r = box.char_bbox(i);
            word.boxes.insert(word.boxes.end(), {r.left(), r.top(), r.right(), r.bottom()});
        }
        word.fontSize = box.get_font_size();
        word.fontName = box.get_font_name();
        list->words.push_back(std::move(word));
    }
    return list;
}

extern "C" void folio_word_list_free(folio_word_list *list) { delete list; }

extern "C" int folio_word_list_count(const folio_word_list *list) {
    return list ? static_cast<int>(list->words.size()) : 0;
}

extern "C" const char *folio_word_list_word(const folio_word_list *list, int i, int *characters, double *font_size,
                                            const char **font_name) {
    const Word &word = list->words.at(static_cast<size_t>(i));
    *characters = word.characters;
    *font_size = word.fontSize;
    *font_name = word.fontName.c_str();
    return word.text.c_str();
}

extern "C" void folio_word_list_boxes(const folio_word_list *list, int i, double *boxes, int capacity) {
    const Word &word = list->words.at(static_cast<size_t>(i));
    size_t n = std::min(word.boxes.size(), static_cast<size_t>(capacity) * 4);
    for (size_t k = 0; k < n; k++) boxes[k] = word.boxes[k];
}
