#ifndef FOLIO_CTIFF_SHIM_H
#define FOLIO_CTIFF_SHIM_H
#include <tiffio.h>
#include <stdint.h>

/// libtiff's handlers are variadic; Swift cannot write one, so these silence them.
static inline void folio_tiff_quiet(void) {
    TIFFSetErrorHandler(NULL);
    TIFFSetWarningHandler(NULL);
}

/// TIFFGetField is variadic: typed wrappers for the tags Folio reads.
static inline int folio_tiff_get_u32(TIFF *tif, uint32_t tag, uint32_t *value) {
    return TIFFGetField(tif, tag, value);
}
static inline int folio_tiff_get_u16(TIFF *tif, uint32_t tag, uint16_t *value) {
    return TIFFGetField(tif, tag, value);
}
static inline int folio_tiff_get_float(TIFF *tif, uint32_t tag, float *value) {
    return TIFFGetField(tif, tag, value);
}
#endif
