#!/usr/bin/env python3
"""Amounts the detect stage found on sroie-dev's receipts, and the letterhead left in their tables.

Each sroie-dev receipt's key file names its total. A receipt counts when an amount of that value is among its
pages' `money` items (any amount, wherever it stands: the total is the one amount every receipt prints). The
store's money items are counted, and, on sroie-dev's receipts, the tables holding the merchant's name or half
its address's words or more (a letterhead read as rows of a table). Run the archive pipeline first:

    folio run ../shared/data/receipt-photos-dev/images ../shared/data/sroie-dev/img --pipeline archive --store S
    scripts/amounts-dev.py S [--data ../shared/data] [--misses]

--misses lists each receipt whose total is not among its amounts, with the amounts found.
"""
import argparse
import json
import os
import pathlib
import re
import sqlite3
import sys


def letters(text):
    return re.sub(r"[^A-Z0-9]+", " ", text.upper()).strip()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("store")
    parser.add_argument("--data", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "data"))
    parser.add_argument("--misses", action="store_true", help="list the receipts whose total was not found")
    args = parser.parse_args()
    keys = os.path.join(args.data, "sroie-dev", "key")
    if not os.path.isdir(keys):
        print(f"amounts-dev: skipped: {keys} is absent", file=sys.stderr)
        return 0
    db = sqlite3.connect(pathlib.Path(args.store).resolve().as_uri() + "?mode=ro", uri=True)
    key_files = {}

    def key_of(path):
        name = os.path.splitext(os.path.basename(path))[0]
        if name not in key_files:
            with open(os.path.join(keys, name + ".json")) as f:
                key_files[name] = json.load(f)
        return key_files[name]

    money = db.execute("select count(*) from detected_data where kind = 'money'").fetchone()[0]
    found = scored = 0
    for path, document in db.execute("select path, documentId from document_paths where path like '%sroie-dev%'"):
        key = key_of(path)
        total = re.sub(r"^(RM|\$)\s*", "", key.get("total", "")).replace(",", "")
        try:
            value = float(total)
        except ValueError:
            continue
        scored += 1
        amounts = db.execute("select d.value from detected_data d join pages p on p.id = d.pageId "
                             "where p.documentId = ? and d.kind = 'money'", (document,)).fetchall()
        if any(abs(float(v.split()[0].replace(",", "")) - value) < 0.005 for (v,) in amounts):
            found += 1
        elif args.misses:
            print(f"  missed {os.path.basename(path)}: total {total}; amounts {sorted(v for (v,) in amounts)}")
    tables = db.execute("select t.id, dp.path from tables t join pages p on p.id = t.pageId "
                        "join document_paths dp on dp.documentId = p.documentId "
                        "where dp.path like '%sroie-dev%' group by t.id").fetchall()
    named = addressed = 0
    for table, path in tables:
        key = key_of(path)
        text = " ".join(letters(t) for (t,) in db.execute("select text from table_cells where tableId = ?", (table,)))
        name, address = letters(key.get("company", "")), letters(key.get("address", "")).split()
        named += bool(name) and name in text
        words = set(text.split())
        addressed += bool(address) and sum(w in words for w in address) >= 0.5 * len(address)
    print(f"money items in the store: {money}")
    print(f"sroie-dev receipts whose key total is among their detected amounts: {found} / {scored}")
    print(f"sroie-dev tables: {len(tables)}; holding the merchant's name: {named}; "
          f"half its address's words or more: {addressed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
