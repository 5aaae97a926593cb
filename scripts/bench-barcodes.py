#!/usr/bin/env python3
"""Barcode reads against codes found by eye (scripts/barcodes-dev.json), for Folio and for zbarimg.

Usage: bench-barcodes.py LABELS DATA_DIR FOLIO_STORE ZBARIMG_XML [--json OUT]
FOLIO_STORE is a Folio store of the labelled sets' images; ZBARIMG_XML is `zbarimg --xml -q` over the same files.
A read is "right" when its file is labelled with a code of the same payload, "unconfirmed" when it matches a
labelled code whose payload nobody knows, "wrong" otherwise; a labelled code no read matched is "missed".
"""
import json
import os
import pathlib
import re
import sqlite3
import sys
from collections import defaultdict


def labels(path, data_dir):
    sets = json.load(open(path))["sets"]
    truth = {}
    for folder, files in sets.items():
        for name, codes in files.items():
            truth[os.path.realpath(f"{data_dir}/{folder}/{name}")] = codes
    return sets, truth


def folio_reads(store):
    db = sqlite3.connect(pathlib.Path(store).resolve().as_uri() + "?mode=ro", uri=True)
    reads = defaultdict(list)
    rows = db.execute("""select dp.path, b.symbology, b.payload from barcodes b join pages p on p.id = b.pageId
                         join document_paths dp on dp.documentId = p.documentId""")
    for path, symbology, payload in rows:
        reads[os.path.realpath(path)].append((symbology, payload))
    return reads


def folio_barcode_seconds(store):
    """The barcodes stage's time summed over the store's pages (page and whole-photo scans)."""
    db = sqlite3.connect(pathlib.Path(store).resolve().as_uri() + "?mode=ro", uri=True)
    total, pages = 0.0, 0
    for (timings,) in db.execute("select timings from pages"):
        total += json.loads(timings or "{}").get("barcodes", 0)
        pages += 1
    return total, pages


def zbarimg_reads(xml_path):
    text = open(xml_path, encoding="utf-8", errors="replace").read()
    reads = defaultdict(list)
    for href, body in re.findall(r"<source href='([^']*)'>(.*?)</source>", text, re.S):
        for kind, data in re.findall(r"<symbol type='([^']*)'.*?<!\[CDATA\[(.*?)\]\]>", body, re.S):
            reads[os.path.realpath(href)].append((kind, data))
    return reads


def score(reads, truth, files):
    right, unconfirmed, wrong, missed = [], [], [], []
    for path in files:
        codes = list(truth.get(path, []))
        for symbology, payload in reads.get(path, []):
            match = next((c for c in codes if c["payload"] == payload), None)
            unknown = next((c for c in codes if c["payload"] is None), None)
            if match:
                codes.remove(match)
                right.append((path, symbology, payload))
            elif unknown:
                codes.remove(unknown)
                unconfirmed.append((path, symbology, payload))
            else:
                wrong.append((path, symbology, payload))
        missed += [(path, c["symbology"], c["payload"]) for c in codes]
    return right, unconfirmed, wrong, missed


def main():
    args = sys.argv[1:]
    out = None
    if "--json" in args:
        i = args.index("--json")
        out = args[i + 1]
        del args[i:i + 2]
    label_path, data_dir, store, xml = args
    data_dir = os.path.realpath(data_dir)
    sets, truth = labels(label_path, data_dir)
    zreads = zbarimg_reads(xml)
    freads = folio_reads(store)
    files = sorted(set(zreads) | set(freads) | set(truth))
    labelled = sum(len(c) for c in truth.values())
    report = {"filesWithCodesOrReads": len(files), "labelledCodes": labelled, "tools": {}}
    for tool, reads in (("folio", freads), ("zbarimg", zreads)):
        right, unconfirmed, wrong, missed = score(reads, truth, files)
        report["tools"][tool] = {"right": len(right), "unconfirmed": len(unconfirmed), "wrong": len(wrong),
                                 "missed": len(missed), "unconfirmedReads": unconfirmed, "wrongReads": wrong,
                                 "missedCodes": missed}
        print(f"{tool:8} {len(right):3} of {labelled} labelled codes read right, {len(unconfirmed)} unconfirmed, "
              f"{len(wrong):3} wrong reads, {len(missed):3} missed")
        for path, symbology, payload in unconfirmed:
            print(f"    unconfirmed {path.replace(data_dir + '/', '')}: {symbology} {payload[:60]}")
        for path, symbology, payload in wrong:
            print(f"    wrong       {path.replace(data_dir + '/', '')}: {symbology} {payload[:60]}")
        for path, symbology, payload in missed:
            print(f"    missed      {path.replace(data_dir + '/', '')}: {symbology} {(payload or '?')[:60]}")
    seconds, pages = folio_barcode_seconds(store)
    report["folioBarcodeStageSeconds"] = round(seconds, 2)
    print(f"folio's barcodes stage: {seconds:.1f} s over {pages} pages ({1000 * seconds / max(pages, 1):.0f} ms a page)")
    if out:
        json.dump(report, open(out, "w"), indent=2)


if __name__ == "__main__":
    main()
