#include "folio_splash.h"

#include <memory>
#include <string>

#include <poppler-document.h>
#include <poppler-page.h>
#include <poppler-page-renderer.h>

#include "folio_document.hpp"

namespace {
// poppler-cpp writes its diagnostics to stderr by default; Folio reports failures through its own errors.
void quiet(const std::string &, void *) {}
}

extern "C" folio_splash_document *folio_splash_open(const char *path) {
    poppler::set_debug_error_function(quiet, nullptr);
    std::unique_ptr<poppler::document> document(poppler::document::load_from_file(path));
    if (!document || document->is_locked()) return nullptr;
    return new folio_splash_document{std::move(document)};
}

extern "C" void folio_splash_close(folio_splash_document *document) { delete document; }

struct folio_splash_image {
    poppler::image image;
};

extern "C" folio_splash_image *folio_splash_render_gray(folio_splash_document *document, int index, double dpi) {
    if (!document || index < 0 || index >= document->document->pages()) return nullptr;
    std::unique_ptr<poppler::page> page(document->document->create_page(index));
    if (!page) return nullptr;
    poppler::page_renderer renderer;
    renderer.set_render_hint(poppler::page_renderer::antialiasing, true);
    renderer.set_render_hint(poppler::page_renderer::text_antialiasing, true);
    renderer.set_image_format(poppler::image::format_gray8);
    renderer.set_paper_color(0xffffffff);
    poppler::image image = renderer.render_page(page.get(), dpi, dpi);
    if (!image.is_valid() || image.format() != poppler::image::format_gray8 || image.width() <= 0
        || image.height() <= 0 || image.bytes_per_row() < image.width()) {
        return nullptr;
    }
    // poppler::image shares its pixels on copy: the handle holds them, nothing is copied here.
    return new folio_splash_image{image};
}

extern "C" const unsigned char *folio_splash_image_pixels(const folio_splash_image *image, int *width, int *height,
                                                          int *stride) {
    *width = image->image.width();
    *height = image->image.height();
    *stride = image->image.bytes_per_row();
    return reinterpret_cast<const unsigned char *>(image->image.const_data());
}

extern "C" void folio_splash_image_free(folio_splash_image *image) { delete image; }
