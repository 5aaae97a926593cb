#ifndef FOLIO_CXLSXWRITER_SHIM_H
#define FOLIO_CXLSXWRITER_SHIM_H
// libxlsxwriter: writes .xlsx workbooks (one per document in `folio export --format xlsx`).
#include <xlsxwriter.h>
#endif
