#!/usr/bin/env python3
"""How turned the text lines of a Folio store's pages still are, after the photo stages and deskew.

    folio run DIR --pipeline receipts --store A.sqlite
    python3 scripts/residual-skew.py A.sqlite [B.sqlite]

Each OCR line whose first and last words' middles lie at least 100 px apart gives the angle of the line
through them; a page's residual skew is the median over its lines (pages without such a line are left out).
With one store it prints the mean absolute residual skew and how many pages are turned more than 1° and 2°;
with two (the same files read before and after a change) it also lists the pages that moved by more than
0.5° either way. Standard library only.
"""
import math
import os
import pathlib
import sqlite3
import statistics
import sys


def page_skews(path):
    """Residual skew in degrees by the file name of each page's document (first page only for many pages)."""
    store = sqlite3.connect(pathlib.Path(path).resolve().as_uri() + "?mode=ro", uri=True)
    skews = {}
    pages = store.execute("select p.id, d.path from pages p join documents d on d.id = p.documentId "
                          "order by d.path, p.pageIndex")
    for page_id, document in pages.fetchall():
        angles = []
        for (line_id,) in store.execute("select id from lines where pageId = ?", (page_id,)).fetchall():
            words = store.execute("select x, y, width, height from words where lineId = ? order by wordIndex",
                                  (line_id,)).fetchall()
            if len(words) < 2:
                continue
            first, last = words[0], words[-1]
            ax, ay = first[0] + first[2] / 2, first[1] + first[3] / 2
            bx, by = last[0] + last[2] / 2, last[1] + last[3] / 2
            if bx - ax < 100:
                continue
            angles.append(math.degrees(math.atan2(by - ay, bx - ax)))
        if angles:
            skews.setdefault(os.path.basename(document), statistics.median(angles))
    return skews


def summary(skews, names):
    values = [abs(skews[n]) for n in names]
    return "%d pages · mean |skew| %.2f° · over 1°: %d · over 2°: %d" % (
        len(values), statistics.mean(values) if values else 0, sum(v > 1 for v in values), sum(v > 2 for v in values))


def main(arguments):
    if len(arguments) not in (1, 2):
        print(__doc__.strip())
        return 2
    before = page_skews(arguments[0])
    if len(arguments) == 1:
        print(summary(before, sorted(before)))
        return 0
    after = page_skews(arguments[1])
    names = sorted(set(before) & set(after))
    print("before:", summary(before, names))
    print("after: ", summary(after, names))
    for label, moved in (("straighter", [n for n in names if abs(before[n]) > abs(after[n]) + 0.5]),
                         ("more turned", [n for n in names if abs(after[n]) > abs(before[n]) + 0.5])):
        print("%s by more than 0.5°: %d" % (label, len(moved)))
        for name in moved:
            print("  %s  %.2f° → %.2f°" % (name, before[name], after[name]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
