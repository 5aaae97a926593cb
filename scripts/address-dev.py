#!/usr/bin/env python3
"""Postal addresses the detect stage found on sroie-dev's receipts, scored against SROIE's key fields.

Each sroie-dev receipt's key file names one address (the merchant's). Of the `address` items in a store's
detected data for that receipt, the one sharing most words with it is scored: exact when the two are the same
letters and digits (case, spaces and punctuation aside), found when it holds at least 80 % of the truth's words.
Every other address item is listed with the receipt's name, so what else was taken for an address can be read
(a customer's address printed on an invoice is an address, not a miss). The receipt reader's own address field
(`receipt.address`) is scored the same way beside it. Photos elsewhere in the store (receipt-photos-dev has no
address truth) are counted and, with --list, listed. Run the receipts pipeline first:

    folio run ../shared/data/sroie-dev/img ../shared/data/receipt-photos-dev/images --pipeline receipts --store S
    scripts/address-dev.py S [--list] [--data ../shared/data]
"""
import argparse
import json
import os
import pathlib
import re
import sqlite3
import sys


def letters(s):
    return re.sub(r"[^A-Z0-9]", "", s.upper())


def words(s):
    return re.findall(r"[A-Z0-9]+", s.upper())


def share(found, truth):
    """How many of the truth's words the found address holds (each word counted as often as it is printed)."""
    rest = words(found)
    n = 0
    for w in words(truth):
        if w in rest:
            rest.remove(w)
            n += 1
    return n


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("store")
    parser.add_argument("--data", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "data"))
    parser.add_argument("--list", action="store_true", help="list every address found, not only the misses")
    args = parser.parse_args()
    keys = os.path.join(args.data, "sroie-dev", "key")
    if not os.path.isdir(keys):
        print(f"address-dev: skipped: {keys} is absent", file=sys.stderr)
        return 0
    db = sqlite3.connect(pathlib.Path(args.store).resolve().as_uri() + "?mode=ro", uri=True)
    found = {}
    for path, value in db.execute(
            "select p.path, d.value from detected_data d join pages g on g.id = d.pageId "
            "join document_paths p on p.documentId = g.documentId where d.kind = 'address' order by d.id"):
        found.setdefault(path, []).append(value)
    reader = dict(db.execute("select p.path, r.address from receipts r join document_paths p on p.documentId = r.documentId"))
    paths = [p for (p,) in db.execute("select path from document_paths order by path")]
    scored = exact = whole = reader_exact = reader_whole = others = 0
    lines = []
    for path in paths:
        name = os.path.splitext(os.path.basename(path))[0]
        key = os.path.join(keys, name + ".json")
        items = found.get(path, [])
        if "/sroie-dev/" not in path or not os.path.exists(key):
            others += len(items)
            if args.list:
                lines += [f"  {os.path.basename(path)}: {v}" for v in items]
            continue
        truth = json.load(open(key))["address"]
        scored += 1
        best = max(items, key=lambda v: share(v, truth), default=None)
        hit = best is not None and letters(best) == letters(truth)
        near = best is not None and share(best, truth) >= 0.8 * len(words(truth))
        exact += hit
        whole += near
        mine = reader.get(path) or ""
        reader_exact += letters(mine) == letters(truth)
        reader_whole += share(mine, truth) >= 0.8 * len(words(truth))
        if not hit:
            lines.append(f"  {name}: truth {truth!r}; found {best!r}")
        for v in items:
            if v is not best:
                lines.append(f"  {name}: also {v!r}")
    print(f"sroie-dev receipts scored: {scored}")
    print(f"  detected address  exact {exact} / {scored}, found (80 % of its words) {whole} / {scored}")
    print(f"  receipt.address   exact {reader_exact} / {scored}, found (80 % of its words) {reader_whole} / {scored}")
    print(f"  address items on the store's other documents: {others}")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
