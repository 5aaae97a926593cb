#!/usr/bin/env python3
"""Receipt fields read off photos that have no truth, checked against themselves.

receipt-photos-dev's photos carry no labels, so this counts what can be told from the receipts alone: how many
read as receipts, how many have a total, how many totals are made by the subtotal, tax and tip read beside them
less the discount (a receipt that prints a surcharge fails this without being wrong), how many dates
have their year, how many times are in the afternoon or evening (restaurant receipts mostly are), and the
currencies, and how many receipts' items add up to their subtotal, to the total less tax, or to the total (each as
printed or before the discount; in a currency whose cash is paid to five cents, the total may be the sum so
rounded). Run
the receipts pipeline first:

    folio run ../shared/data/receipt-photos-dev/images --pipeline receipts --store S
    scripts/receipt-photo-fields.py S [S2]

With a second store, also lists every photo whose fields differ between the two (before and after a change, or
the same photos in another format: photos are matched by file name without its extension). In
place of a store, a file written by `folio-bench receipts-reread` (the receipts of a JSON export read again by
another build, without OCR) may be given; it names a document by one of its files (a photo stored twice under two
names counts once).
"""
import json
import pathlib
import sqlite3
import sys
from collections import Counter
from decimal import Decimal

QUERY = """
select p.path, r.merchant, r.date, r.currency, r.total, r.subtotal, r.tax, r.tip, r.time, {discount}
from receipts r join document_paths p on p.documentId = r.documentId
"""


ITEMS = """
select amount from receipt_items i join document_paths p on p.documentId = i.documentId where p.path = ?
"""
CASH_ROUNDING = {"MYR", "CHF", "AUD", "NZD", "CAD"}
FIELDS = ("merchant", "date", "currency", "total", "subtotal", "tax", "tip", "time", "discount")


def stem(name):
    """A photo's file name without its extension, so that the same photos in another format compare."""
    return name.rsplit("/", 1)[-1].rsplit(".", 1)[0]


def load(store):
    """Photo file name (without extension) → (the fields in FIELDS' order, the items' amounts)."""
    if store.endswith(".json"):
        with open(store, encoding="utf-8") as file:
            receipts = json.load(file)
        return {stem(name): (tuple(r.get(f) for f in FIELDS), [i["amount"] for i in r["items"] if i["amount"]])
                for name, r in receipts.items() if r}
    db = sqlite3.connect(pathlib.Path(store).resolve().as_uri() + "?mode=ro", uri=True)
    # Stores written before receipts had a discount have no such column.
    columns = {name for _, name, *_ in db.execute("pragma table_info(receipts)")}
    query = QUERY.format(discount="r.discount" if "discount" in columns else "null")
    return {stem(path): (tuple(fields), [a for (a,) in db.execute(ITEMS, (path,)) if a])
            for path, *fields in db.execute(query).fetchall()}


def documents_in(store):
    if store.endswith(".json"):
        with open(store, encoding="utf-8") as file:
            return len(json.load(file))
    return sqlite3.connect(pathlib.Path(store).resolve().as_uri() + "?mode=ro", uri=True).execute("select count(*) from documents").fetchone()[0]


def adds_up(fields):
    _, _, _, total, subtotal, tax, tip, _, discount = fields
    if not total or not subtotal:
        return "total or subtotal missing"
    made = Decimal(subtotal) - Decimal(discount or 0) + Decimal(tax or 0) + Decimal(tip or 0)
    return "subtotal - discount + tax + tip = total" if abs(made - Decimal(total)) <= Decimal("0.011") \
        else "do not add up"


def items_add_up(fields, amounts):
    _, _, currency, total, subtotal, tax, _, _, discount = fields
    if not amounts:
        return "no items"
    made = sum(Decimal(a) for a in amounts)
    # The subtotal, the total before tax, or the total (prices with their tax in them, as Malaysian tills print),
    # each as printed or before the discount.
    totals = [total] + ([str(Decimal(total) + Decimal(discount))] if total and discount else [])
    targets = [subtotal] + totals + [str(Decimal(t) - Decimal(tax)) for t in totals if t and tax]
    close = any(t and abs(made - Decimal(t)) <= Decimal("0.011") for t in targets)
    # Where cash is paid to five cents, the total may be the sum so rounded with no adjustment printed.
    if currency in CASH_ROUNDING:
        close = close or any(t and Decimal(t) * 20 % 1 == 0 and abs(made - Decimal(t)) <= Decimal("0.021")
                             for t in totals)
    return "items add up" if close else "items do not add up"


def report(store):
    loaded = load(store)
    receipts = {name: fields for name, (fields, _) in loaded.items()}
    print(f"{store}: {documents_in(store)} documents, {len(receipts)} read as receipts")
    print(f"  with a total: {sum(1 for f in receipts.values() if f[3])}")
    for outcome, count in sorted(Counter(adds_up(f) for f in receipts.values()).items()):
        print(f"  {outcome}: {count}")
    items = Counter(items_add_up(f, a) for f, a in loaded.values())
    print("  items: " + ", ".join(f"{k} {v}" for k, v in sorted(items.items())))
    dates = Counter("none" if not f[1] else "without a year" if f[1].startswith("--") else "with a year"
                    for f in receipts.values())
    print("  dates: " + ", ".join(f"{k} {v}" for k, v in sorted(dates.items())))
    times = [f[7] for f in receipts.values() if f[7]]
    print(f"  times: {len(times)}, from noon on {sum(1 for t in times if t >= '12:00')}")
    print("  currencies: " + ", ".join(f"{k} {v}" for k, v in Counter(f[2] for f in receipts.values()).most_common()))
    return loaded


def items_text(amounts):
    return f"{len(amounts)} items summing {sum(Decimal(a) for a in amounts)}"


def main():
    if len(sys.argv) not in (2, 3) or any(arg.startswith("-") for arg in sys.argv[1:]):
        sys.exit(__doc__)
    before = report(sys.argv[1])
    if len(sys.argv) == 3:
        after = report(sys.argv[2])
        names = FIELDS
        for photo in sorted(set(before) | set(after)):
            (a, ia), (b, ib) = before.get(photo, (None, [])), after.get(photo, (None, []))
            changes = [f"{n} {x} → {y}" for n, x, y in zip(names, a or [None] * len(names), b or [None] * len(names)) if x != y]
            if ia != ib:
                changes.append(f"{items_text(ia)} → {items_text(ib)}")
            if changes:
                print(f"  {photo}: " + "; ".join(changes))


if __name__ == "__main__":
    main()
