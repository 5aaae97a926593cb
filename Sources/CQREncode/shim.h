#ifndef FOLIO_CQRENCODE_SHIM_H
#define FOLIO_CQRENCODE_SHIM_H
// libqrencode: QR code symbols for folio-fixtures' barcode fixtures (not used by Folio itself).
#include <qrencode.h>
#endif
