#ifndef FOLIO_WORDS_H
#define FOLIO_WORDS_H
// A C face over poppler-cpp's word list (`poppler::page::text_list`). poppler-glib's page text comes from a
// selection over the whole page, which leaves out most lines set right to left (tabula-java's arabic.pdf: 20 of
// 111 characters; its indictb1h_14.pdf loses a heading row); the word list is built from poppler's text page
// itself and holds every word, each character with its rectangle, in the order the glyphs stand on the page.
#include "folio_splash.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct folio_word_list folio_word_list;

/// The words of page `index` (0-based) with their fonts; NULL when the page is missing.
folio_word_list *folio_words_of_page(folio_splash_document *document, int index);
void folio_word_list_free(folio_word_list *list);

/// How many words the list holds.
int folio_word_list_count(const folio_word_list *list);

/// Word `i`: its text as UTF-8 (valid until the list is freed) and how many characters (Unicode scalars) it
/// holds; `boxes` receives 4 doubles per character (x1, y1, x2, y2 in points from the page's top left) for up to
/// `capacity` characters. `font_size` in points; `font_name` valid until the list is freed.
const char *folio_word_list_word(const folio_word_list *list, int i, int *characters, double *font_size,
                                 const char **font_name);
void folio_word_list_boxes(const folio_word_list *list, int i, double *boxes, int capacity);

#ifdef __cplusplus
}
#endif
#endif
