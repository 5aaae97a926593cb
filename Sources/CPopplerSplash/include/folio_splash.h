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

/// Renders page `index` (0-based) at `dpi` to 8-bit gray on white, anti-aliased. Returns a malloc'd buffer
/// of `*height` rows of `*stride` bytes, `*width` of them pixels, which the caller frees with `free`; NULL
/// when the page is missing or rendering fails.
unsigned char *folio_splash_render_gray(folio_splash_document *document, int index, double dpi,
                                        int *width, int *height, int *stride);

#ifdef __cplusplus
}
#endif
#endif
