#ifndef FOLIO_CTESSERACT_SHIM_H
#define FOLIO_CTESSERACT_SHIM_H
// Tesseract's C API. `struct Pix` is only forward-declared here; CLeptonica owns it.
#include <tesseract/capi.h>
#endif
