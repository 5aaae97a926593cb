#ifndef FOLIO_CMALLOC_SHIM_H
#define FOLIO_CMALLOC_SHIM_H
#include <malloc.h>

/// Returns memory glibc keeps after it is freed (free heap top, free whole pages) to the system.
static inline void folio_release_free_memory(void) { malloc_trim(0); }
#endif
