#ifndef FOLIO_CPOPPLERCPP_SHIM_H
#define FOLIO_CPOPPLERCPP_SHIM_H
// poppler's C++ frontend (its page renderer is Splash). Swift does not import it: the CPopplerSplash bridge
// includes these headers and gives Swift a C header (folio_splash.h). This target brings the pkg-config flags.
#ifdef __cplusplus
#include <poppler-document.h>
#include <poppler-page.h>
#include <poppler-page-renderer.h>
#endif
#endif
