#!/usr/bin/env python3
"""Receipt fields read off photos that have no truth, checked against themselves.

receipt-photos-dev's photos carry no labels, so this counts what can be told from the receipts alone: how many
read as receipts, how many have a total, how many totals are made by the subtotal, tax and tip read beside them
(a receipt that prints a service charge or a discount line fails this without being wrong), how many dates
have their year, how many times are in the afternoon or evening (restaurant receipts mostly are), and the
currencies. Run the receipts pipeline first:

    folio run ../shared/data/receipt-photos-dev/images --pipeline receipts --store S
    scripts/receipt-photo-fields.py S [S2]

With a second store, also lists every photo whose fields differ between the two (before and after a change).
"""
import sqlite3
import sys
from collections import Counter
from decimal import Decimal

QUERY = """
select p.path, r.merchant, r.date, r.currency, r.total, r.subtotal, r.tax, r.tip, r.time
from receipts r join document_paths p on p.documentId = r.documentId
"""


def load(store):
    rows = sqlite3.connect(store).execute(QUERY).fetchall()
    return {path.rsplit("/", 1)[-1]: fields for path, *fields in rows}


def adds_up(fields):
    _, _, _, total, subtotal, tax, tip, _ = fields
    if not total or not subtotal:
        return "total or subtotal missing"
    made = Decimal(subtotal) + Decimal(tax or 0) + Decimal(tip or 0)
    return "subtotal + tax + tip = total" if abs(made - Decimal(total)) <= Decimal("0.011") else "do not add up"


def report(store):
    receipts = load(store)
    documents = sqlite3.connect(store).execute("select count(*) from documents").fetchone()[0]
    print(f"{store}: {documents} documents, {len(receipts)} read as receipts")
    print(f"  with a total: {sum(1 for f in receipts.values() if f[3])}")
    for outcome, count in sorted(Counter(adds_up(f) for f in receipts.values()).items()):
        print(f"  {outcome}: {count}")
    dates = Counter("none" if not f[1] else "without a year" if f[1].startswith("--") else "with a year"
                    for f in receipts.values())
    print("  dates: " + ", ".join(f"{k} {v}" for k, v in sorted(dates.items())))
    times = [f[7] for f in receipts.values() if f[7]]
    print(f"  times: {len(times)}, from noon on {sum(1 for t in times if t >= '12:00')}")
    print("  currencies: " + ", ".join(f"{k} {v}" for k, v in Counter(f[2] for f in receipts.values()).most_common()))
    return receipts


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    before = report(sys.argv[1])
    if len(sys.argv) == 3:
        after = report(sys.argv[2])
        names = ("merchant", "date", "currency", "total", "subtotal", "tax", "tip", "time")
        for photo in sorted(set(before) | set(after)):
            a, b = before.get(photo), after.get(photo)
            if a != b:
                changes = [f"{n} {x} → {y}" for n, x, y in zip(names, a or [None] * 8, b or [None] * 8) if x != y]
                print(f"  {photo}: " + "; ".join(changes))


if __name__ == "__main__":
    main()
