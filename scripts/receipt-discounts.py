#!/usr/bin/env python3
"""Receipt discounts read by Folio, checked against sroie-dev's transcript lines.

SROIE's key fields have no discount, but its transcripts (`box/NNN.csv`, one printed line a row) do: where a
line labelled as a discount ("DISCOUNT :", "COUPON DISCOUNT", "TOTAL ITEM DISCOUNT", "LESS DISCOUNT:") is followed
by a line holding only an amount, or ends in one, that amount is the receipt's discount. Receipts whose
transcript pairs no amount with the label (the till prints labels and amounts in two blocks) are counted apart,
and so are savings printed under the total ("YOUR SAVINGS FOR TODAY"), which Folio reads as a discount only
when the total is made with it.

    folio-bench receipts-reread --from-json bench-results/receipts/json --region MY --out R.json
    scripts/receipt-discounts.py ../shared/data/sroie-dev R.json

(`bench-results/receipts/json` is what `scripts/bench-receipts` exports; a store made by
`folio run ../shared/data/sroie-dev/img --pipeline receipts` may be given in place of R.json.)
"""
import re
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path

from sroie_receipts import read_fields, transcript

LABEL = re.compile(r"\b(discount|disc|savings)\b", re.IGNORECASE)
HEADING = re.compile(r"\b(qty|price|amount|u/p|desc)\b", re.IGNORECASE)
AMOUNT = re.compile(r"^-?(?:RM)?\s*(-?\d+\.\d{2})-?$")
SAVINGS = re.compile(r"your savings|you saved", re.IGNORECASE)


def amount(text):
    match = AMOUNT.match(text.strip().replace(" ", ""))
    if not match:
        return None
    try:
        return abs(Decimal(match.group(1)))
    except InvalidOperation:
        return None


def printed_discount(lines):
    """(amount, kind) of the transcript's discount: kind "paired", "savings" or "unpaired"; None without one."""
    labelled = False
    for i, line in enumerate(lines):
        if not LABEL.search(line) or HEADING.search(line) or "%" in line and "discount" not in line.lower():
            continue
        if "special" in line.lower() or "enjoy" in line.lower():
            continue
        labelled = True
        kind = "savings" if SAVINGS.search(line) else "paired"
        tail = re.search(r"(-?\d+\.\d{2}-?)\s*$", line)
        if tail and amount(tail.group(1)) is not None:
            return amount(tail.group(1)), kind
        # The amount on the next line, past a colon or a rate ("ITEM DISCOUNT" / "10%" / "-1.16").
        following = [l for l in lines[i + 1:i + 4] if l.strip() not in (":", "") and not l.strip().endswith("%")]
        if following and amount(following[0]) is not None:
            return amount(following[0]), kind
    return (None, "unpaired") if labelled else None


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root, source = Path(sys.argv[1]), sys.argv[2]
    read = {name: found for name, (found,) in read_fields(source, ["discount"]).items()}
    counts = {"right": 0, "wrong": 0, "missed": 0}
    apart = {"savings": [], "unpaired": []}
    extra = []
    for box in sorted((root / "box").glob("*.csv")):
        name = box.stem + ".jpg"
        found = read.get(name)
        printed = printed_discount(transcript(box))
        if printed is None:
            if found is not None:
                extra.append(f"{name}: read {found}, the transcript prints no discount")
            continue
        value, kind = printed
        if kind != "paired":
            apart[kind].append(f"{name}: printed {value}, read {found}")
            continue
        if found is None:
            counts["missed"] += 1
            print(f"missed  {name}: printed {value}")
        elif Decimal(found) == value:
            counts["right"] += 1
        else:
            counts["wrong"] += 1
            print(f"wrong   {name}: printed {value}, read {found}")
    for line in extra:
        print(f"extra   {line}")
    paired = sum(counts.values())
    print(f"discount printed beside its label: {paired} receipts; read right {counts['right']}, "
          f"wrong {counts['wrong']}, missed {counts['missed']}; read where none is printed {len(extra)}")
    for kind, lines in apart.items():
        print(f"{kind}: {len(lines)}" + "".join(f"\n  {line}" for line in lines))


if __name__ == "__main__":
    main()
