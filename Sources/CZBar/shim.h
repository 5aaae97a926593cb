#ifndef FOLIO_CZBAR_SHIM_H
#define FOLIO_CZBAR_SHIM_H
#include <zbar.h>
#endif
