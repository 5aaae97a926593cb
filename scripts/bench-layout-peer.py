#!/usr/bin/env python3
"""Runs the layout benchmark's peer, pymupdf4llm (the layout engine inside PyMuPDF 2.x), over PDFs for
`folio-bench layout` and writes what it found in the benchmark's neutral prediction form (docs/bench-layout.md).

Each PDF is converted with `pymupdf4llm.to_markdown(path, page_chunks=True, header=False, footer=False)`: one
Markdown string per page, with the page headers and footers its layout model finds left out (Folio's page
furniture is left out the same way). Everything else is the tool's default, OCR included: a page without a
usable text layer (a scan) is read by Tesseract through PyMuPDF's OCR (RapidOCR when that is installed; the
benchmark does not install it) at the tool's default 150 dpi. Each page's Markdown is parsed by
scripts/markdown-blocks.py into neutral blocks. --furniture keeps the headers and footers (the tool's default);
on layout-dev that changes no figure, since running headers and "Page N" lines tie to no truth block.

Output (--out):
  {"tool": "pymupdf4llm", "version", "command", "workers", "seconds",
   "documents": [{"name", "pages": [{"blocks": [...]}]}],
   "files": [{"path", "name", "seconds", "error": null | "...", "ocrPages", "notes": [...]}]}
and, with --markdown DIR, each file's Markdown as DIR/NAME.md (pages separated by `<!-- page -->` lines).
A document's name is its file name without `.pdf` and without a `.scan` before it.

Files are read by --workers processes, one file at a time each; "seconds" is the wall-clock time of the whole
run, imports and process start included. A file that raises is recorded with its error and no pages, and the
run goes on. Tesseract needs OMP_THREAD_LIMIT=1 before it starts: it is set here for every worker.
"""

import argparse
import concurrent.futures
import contextlib
import importlib.util
import json
import os
import re
import sys
import time

os.environ["OMP_THREAD_LIMIT"] = "1"

OPTIONS = {"page_chunks": True, "header": False, "footer": False}
# Parser messages kept per file: enough to say what happened, not a log.
MAX_NOTES = 5


_MARKDOWN_BLOCKS = None


def load_markdown_blocks():
    """scripts/markdown-blocks.py, beside this file (its name has a hyphen, so it is loaded by path), once."""
    global _MARKDOWN_BLOCKS
    if _MARKDOWN_BLOCKS is not None:
        return _MARKDOWN_BLOCKS
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "markdown-blocks.py")
    spec = importlib.util.spec_from_file_location("markdown_blocks", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    _MARKDOWN_BLOCKS = module
    return module


def document_name(path):
    name = os.path.basename(path)
    name = re.sub(r"\.pdf$", "", name, flags=re.I)
    return re.sub(r"\.scan$", "", name)


def warm_up():
    """Imports the peer once per worker, its chatter sent to standard error."""
    with contextlib.redirect_stdout(sys.stderr):
        import pymupdf4llm  # noqa: F401


def convert(path, markdown_dir, options):
    """One file: its pages' Markdown and neutral blocks, seconds, OCR'd pages and notes; or its error."""
    import pymupdf4llm
    from pymupdf4llm.helpers import document_layout

    blocks = load_markdown_blocks()
    name = document_name(path)
    start = time.perf_counter()
    messages = document_layout.INFO_MESSAGES
    messages.seek(0)
    messages.truncate()
    try:
        with contextlib.redirect_stdout(sys.stderr):
            chunks = pymupdf4llm.to_markdown(path, **options)
    except Exception as error:  # a file that fails is that file's error; the run goes on
        return {"path": path, "name": name, "seconds": time.perf_counter() - start,
                "error": f"{type(error).__name__}: {error}", "ocrPages": 0, "notes": [], "pages": []}
    seconds = time.perf_counter() - start
    pages = [chunk["text"] or "" for chunk in chunks]
    notes = [line for line in messages.getvalue().splitlines() if line.strip()]
    ocr_pages = sum(1 for line in notes if line.startswith("OCR on page"))
    if markdown_dir:
        with open(os.path.join(markdown_dir, name + ".md"), "w", encoding="utf-8") as handle:
            handle.write("\n<!-- page -->\n".join(pages))
    return {"path": path, "name": name, "seconds": seconds, "error": None, "ocrPages": ocr_pages,
            "notes": [n for n in notes if not n.startswith("OCR on page")][:MAX_NOTES],
            "pages": [{"blocks": blocks.parse_blocks(page)} for page in pages]}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", required=True, help="JSON report to write")
    parser.add_argument("--markdown", help="folder for each file's Markdown")
    parser.add_argument("--workers", type=int, default=1, help="files read at a time")
    parser.add_argument("--furniture", action="store_true",
                        help="keep the page headers and footers (the tool's default; not the benchmark's setting)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    if args.markdown:
        os.makedirs(args.markdown, exist_ok=True)

    options = dict(OPTIONS, header=True, footer=True) if args.furniture else OPTIONS
    start = time.perf_counter()
    results = {}
    pending = list(args.files)
    while pending:
        with concurrent.futures.ProcessPoolExecutor(max_workers=max(1, args.workers), initializer=warm_up) as pool:
            futures = {pool.submit(convert, path, args.markdown, options): path for path in pending}
            for future in concurrent.futures.as_completed(futures):
                path = futures[future]
                try:
                    results[path] = future.result()
                except concurrent.futures.process.BrokenProcessPool as error:
                    # A crashed worker takes the pool down: the file it was reading is unknown, so every
                    # unfinished file is tried again once, alone, below.
                    print(f"bench-layout-peer: a worker died ({error}); retrying unfinished files one at a time",
                          file=sys.stderr)
                    break
        unfinished = [p for p in pending if p not in results]
        if unfinished and unfinished == pending:
            # Even a fresh pool did not finish one: read them one by one, recording the crash.
            for path in unfinished:
                with concurrent.futures.ProcessPoolExecutor(max_workers=1, initializer=warm_up) as pool:
                    try:
                        results[path] = pool.submit(convert, path, args.markdown, options).result()
                    except Exception as error:
                        results[path] = {"path": path, "name": document_name(path), "seconds": 0.0,
                                         "error": f"the peer crashed: {error}", "ocrPages": 0, "notes": [],
                                         "pages": []}
            unfinished = []
        pending = unfinished
    seconds = time.perf_counter() - start

    import pymupdf

    files = [results[path] for path in args.files]
    report = {
        "tool": "pymupdf4llm",
        "version": f"pymupdf {pymupdf.__version__} (pymupdf4llm and layout inside)",
        "command": "pymupdf4llm.to_markdown(PDF, " + ", ".join(f"{k}={v}" for k, v in options.items()) + ")",
        "workers": args.workers,
        "seconds": seconds,
        "documents": [{"name": f["name"], "pages": f["pages"]} for f in files if f["error"] is None],
        "files": [{k: v for k, v in f.items() if k != "pages"} for f in files],
    }
    with open(args.out, "w", encoding="utf-8") as handle:
        json.dump(report, handle, ensure_ascii=False, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
