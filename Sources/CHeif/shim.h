#ifndef FOLIO_CHEIF_SHIM_H
#define FOLIO_CHEIF_SHIM_H
#include <libheif/heif.h>
#endif
