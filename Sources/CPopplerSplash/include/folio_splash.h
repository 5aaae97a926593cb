#ifndef FOLIO_SPLASH_H
#define FOLIO_SPLASH_H
// A C face over poppler-cpp's Splash page renderer. Splash scales an embedded scan while it decodes it, a
// band at a time; poppler-glib's cairo path builds the scan whole first (4961 x 7016 RGB: 139 MB) however
// small the page is drawn.
#ifdef __cplusplus
extern "C" {
#endif

typedef struct folio_splash_document folio_splash_document;

/// Opens the PDF at `path`; NULL when poppler cannot load it or it is locked.
folio_splash_document *folio_splash_open(const char *path);
void folio_splash_close(folio_splash_document *document);

typedef struct folio_splash_image folio_splash_image;

/// Renders page `index` (0-based) at `dpi` to 8-bit gray on white, anti-aliased; NULL when the page is missing
/// or rendering fails. The caller reads it with `folio_splash_image_pixels` and frees it with
/// `folio_splash_image_free`.
folio_splash_image *folio_splash_render_gray(folio_splash_document *document, int index, double dpi);

/// The image's `*height` rows of `*stride` bytes, `*width` of them pixels; valid until the image is freed.
const unsigned char *folio_splash_image_pixels(const folio_splash_image *image, int *width, int *height,
                                               int *stride);
void folio_splash_image_free(folio_splash_image *image);

#ifdef __cplusplus
}
#endif
#endif
