#ifndef FOLIO_CPOPPLER_SHIM_H
#define FOLIO_CPOPPLER_SHIM_H
// poppler-glib with cairo and GLib (one module so cairo/GLib types are not duplicated).
#include <poppler.h>
#include <cairo.h>
#include <cairo-pdf.h>
#include <glib.h>

/// `g_object_unref` takes a gpointer; this keeps call sites typed.
static inline void folio_unref(void *object) { if (object) g_object_unref(object); }

/// Poppler's page indices are ints; a small helper for the GError domain check.
static inline int folio_error_is_encrypted(const GError *error) {
    return error != NULL && error->domain == POPPLER_ERROR && error->code == POPPLER_ERROR_ENCRYPTED;
}
#endif
