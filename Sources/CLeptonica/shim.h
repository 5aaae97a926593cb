#ifndef FOLIO_CLEPTONICA_SHIM_H
#define FOLIO_CLEPTONICA_SHIM_H
#include <leptonica/allheaders.h>

/// Silences Leptonica's stderr chatter; Folio reports failures through return codes.
static inline void folio_lept_quiet(void) { setMsgSeverity(L_SEVERITY_NONE); }
#endif
