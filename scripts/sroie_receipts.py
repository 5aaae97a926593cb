"""What scripts/receipt-discounts.py and scripts/receipt-payments.py share: sroie-dev's transcripts, and the
receipt fields Folio read, from a store or from a file `folio-bench receipts-reread` wrote."""
import csv
import json
import pathlib
import sqlite3


def transcript(path):
    """The printed lines of one `box/NNN.csv` transcript (its text after the eight corner coordinates)."""
    with open(path, encoding="utf-8", errors="replace") as file:
        return [",".join(row[8:]) for row in csv.reader(file) if len(row) > 8]


def read_fields(source, fields):
    """Image file name → the tuple of `fields` (receipt column names) Folio read, None where absent."""
    if source.endswith(".json"):
        with open(source, encoding="utf-8") as file:
            return {name: tuple((r or {}).get(f) for f in fields) for name, r in json.load(file).items()}
    db = sqlite3.connect(pathlib.Path(source).resolve().as_uri() + "?mode=ro", uri=True)
    columns = ", ".join("r." + f for f in fields)
    query = f"select p.path, {columns} from receipts r join document_paths p on p.documentId = r.documentId"
    return {path.rsplit("/", 1)[-1]: tuple(values) for path, *values in db.execute(query)}
