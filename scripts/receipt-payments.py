#!/usr/bin/env python3
"""How receipts were paid, as Folio reads them, checked against sroie-dev's transcripts.

SROIE's key fields say nothing of payment, but its transcripts (`box/NNN.csv`, one printed line a row) do. A
receipt's truth here:
- card, when a line names a card brand or a card ("VISA", "MASTERCARD", "AMEX", "DEBIT CARD", "CREDIT CARD";
  not "HOME MASTER HARDWARE" or a loyalty card), with the last four digits of a number printed masked
  ("************4116") or whole in groups of four;
- cash, when a line reads "CASH" or "TUNAI" as a label (not "CASHIER", "CASH RECEIPT", "CASH INV NO.", "NO CASH
  REFUND") and no card is named;
- not scored otherwise (the till prints neither, or only "CREDIT RM" over "CHANGE RM", which names no method).

    folio-bench receipts-reread --from-json bench-results/receipts/json --region MY --out R.json
    scripts/receipt-payments.py ../shared/data/sroie-dev R.json

(`bench-results/receipts/json` is what `scripts/bench-receipts` exports; its store may be given for R.json.)
"""
import re
import sys
from collections import Counter
from pathlib import Path

from sroie_receipts import read_fields, transcript

BRAND = re.compile(r"\b(VISA|MASTER ?CARD|MASTER|AMEX|AMERICAN EXPRESS|DEBIT CARD|CREDIT CARD|MYDEBIT)\b", re.I)
NOT_BRAND = re.compile(r"HOME MASTER|LOYALTY|MEMBER|ACCEPT", re.I)
CASH = re.compile(r"^\W*(CASH|TUNAI)\b(?!\s*(RECEIPT|INV|REFUND|SALES?\b))|:\s*CASH\b", re.I)
MASKED = re.compile(r"[X*•#]{3,}[ -]?(\d{4})(?![\d.,X*])")
WHOLE = re.compile(r"\b\d{4} \d{4} \d{4} (\d{4})\b")


def truth(lines):
    """(method, last4) printed, or None when the transcript names no method."""
    card = any(BRAND.search(l) and not NOT_BRAND.search(l) for l in lines)
    if card:
        last4 = next((m.group(1) for l in lines for m in [MASKED.search(l) or WHOLE.search(l)] if m), None)
        return "card", last4
    if any(CASH.search(l) for l in lines):
        return "cash", None
    return None


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    root, source = Path(sys.argv[1]), sys.argv[2]
    read = read_fields(source, ["paymentMethod", "cardLast4"])
    outcome = Counter()
    last4 = Counter()
    for box in sorted((root / "box").glob("*.csv")):
        name = box.stem + ".jpg"
        method, digits = read.get(name, (None, None))
        printed = truth(transcript(box))
        if printed is None:
            outcome["not scored" + (f", read {method}" if method else ", none read")] += 1
            continue
        if method == printed[0]:
            outcome[f"{printed[0]}: right"] += 1
        else:
            outcome[f"{printed[0]}: {'missed' if method is None else 'read ' + method}"] += 1
            print(f"{name}: printed {printed[0]}, read {method}")
        if printed[1]:
            last4["right" if digits == printed[1] else "wrong" if digits else "missed"] += 1
            if digits != printed[1]:
                print(f"{name}: card number ends {printed[1]}, read {digits}")
    for key, count in sorted(outcome.items()):
        print(f"{key}: {count}")
    print("last four digits of printed card numbers: " + ", ".join(f"{k} {v}" for k, v in sorted(last4.items())))


if __name__ == "__main__":
    main()
