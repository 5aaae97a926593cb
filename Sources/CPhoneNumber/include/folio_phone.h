#ifndef FOLIO_PHONE_H
#define FOLIO_PHONE_H
// A C face over Google's libphonenumber (C++): find phone numbers in running text, check and format one to
// E.164. Thread-safe: libphonenumber's PhoneNumberUtil is a read-only singleton.
#ifdef __cplusplus
extern "C" {
#endif

/// One phone number found in text: its UTF-8 byte range and its E.164 form.
typedef struct folio_phone_match {
    int start;       ///< byte offset of the first byte in the UTF-8 text
    int end;         ///< byte offset one past the last byte
    char e164[24];   ///< "+15625970906", NUL-terminated
} folio_phone_match;

/// Finds the phone numbers in UTF-8 `text` that libphonenumber's matcher accepts at `leniency`
/// (0 possible, 1 valid, 2 strict grouping, 3 exact grouping), numbers without a country code read as
/// numbers of `region` (ISO 3166 code, e.g. "US"). The matcher gives up after `max_tries` candidates that are
/// not numbers (bounding its time on hostile text). Writes up to `capacity` matches to `out` and returns how
/// many it found (possibly more than `capacity`), or -1 when the matcher failed.
int folio_phone_find(const char *text, const char *region, int leniency, int max_tries, folio_phone_match *out,
                     int capacity);

/// Parses one number as written (`number`, UTF-8) for `region`; when it is a valid number writes its E.164
/// form to `out` (at least 24 bytes) and returns 1, else returns 0.
int folio_phone_e164(const char *number, const char *region, char *out, int capacity);

/// 1 when `region` is a region libphonenumber knows ("US", "GB", ...), else 0.
int folio_phone_known_region(const char *region);

#ifdef __cplusplus
}
#endif
#endif
