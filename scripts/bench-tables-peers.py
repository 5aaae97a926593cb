#!/usr/bin/env python3
"""Runs one peer table extractor over files for `folio-bench tables` and writes its tables as JSON.

Peers: camelot-lattice, camelot-stream (camelot.read_pdf, pages="all", each flavour's defaults),
pdfplumber (page.extract_tables() with its default settings) and img2table (PDF or Image .extract_tables with
TesseractOCR(n_threads=1, lang="eng") and borderless_tables=True; a PDF's text layer is read where it has one).

Output (--out), in the shape of Folio's JSON export where it matters to the benchmark:
  {"peer", "version", "workers", "seconds",
   "files": [{"path", "seconds", "error": null | "...", "notes": [...],
              "pages": [{"index": 0-based, "tables": [{"rows": [[cell text, ...], ...]}]}]}]}
A merged cell's text stays in its top-left position and the positions it spans are empty (Folio's rule);
img2table repeats a merged cell in every position it covers, so the repeats are blanked.

Files are read by --workers server processes of this script, one file at a time each. A file that raises,
crashes its process or runs past --timeout is recorded with its error and no tables, and the run goes on
(a crashed or timed-out server is replaced). Tesseract needs OMP_THREAD_LIMIT=1 before it starts: it is set
here for every child as well.
"""

import argparse
import contextlib
import json
import os
import selectors
import subprocess
import sys
import time
import warnings

PEERS = ("camelot-lattice", "camelot-stream", "pdfplumber", "img2table")
PACKAGE = {"camelot-lattice": "camelot-py", "camelot-stream": "camelot-py",
           "pdfplumber": "pdfplumber", "img2table": "img2table"}
# Warnings kept per file: enough to say why nothing was found, not a log.
MAX_NOTES = 5


def is_pdf(path):
    """True when the file starts like a PDF (the type comes from the content, as in Folio)."""
    with open(path, "rb") as handle:
        return b"%PDF" in handle.read(1024)


def text(value):
    """A cell's text: None (no cell there) becomes empty."""
    return "" if value is None else str(value)


def read_camelot(path, flavor):
    import camelot

    if not is_pdf(path):
        raise ValueError("camelot reads PDFs only")
    pages = {}
    for table in camelot.read_pdf(path, pages="all", flavor=flavor):
        rows = [[text(cell) for cell in row] for row in table.df.values.tolist()]
        pages.setdefault(int(table.page) - 1, []).append({"rows": rows})
    return pages


def read_pdfplumber(path):
    import pdfplumber

    if not is_pdf(path):
        raise ValueError("pdfplumber reads PDFs only")
    pages = {}
    with pdfplumber.open(path) as pdf:
        for index, page in enumerate(pdf.pages):
            for table in page.extract_tables():
                pages.setdefault(index, []).append({"rows": [[text(cell) for cell in row] for row in table]})
    return pages


def img2table_rows(table):
    """Rows of an img2table table, a merged cell's repeats (same box as the cell left of or above it) blanked."""
    grid = list(table.content.values())
    rows = []
    for r, row in enumerate(grid):
        out = []
        for c, cell in enumerate(row):
            left = row[c - 1] if c > 0 else None
            above = grid[r - 1][c] if r > 0 and c < len(grid[r - 1]) else None
            repeat = any(other is not None and other.bbox == cell.bbox for other in (left, above))
            out.append("" if repeat else text(cell.value))
        rows.append(out)
    return rows


def read_img2table(path, ocr):
    from img2table.document import PDF, Image

    if is_pdf(path):
        found = PDF(path, pdf_text_extraction=True).extract_tables(ocr=ocr, borderless_tables=True)
    else:
        found = {0: Image(path).extract_tables(ocr=ocr, borderless_tables=True)}
    return {int(index): [{"rows": img2table_rows(table)} for table in tables]
            for index, tables in found.items() if tables}


class Reader:
    """One peer in a server process: imports its library once and reads files."""

    def __init__(self, peer):
        self.peer = peer
        self.ocr = None
        if peer == "img2table":
            from img2table.ocr import TesseractOCR

            self.ocr = TesseractOCR(n_threads=1, lang="eng")
        elif peer.startswith("camelot"):
            import camelot  # noqa: F401  (imported once, not timed per file)
        else:
            import pdfplumber  # noqa: F401

    def read(self, path):
        if self.peer == "camelot-lattice":
            return read_camelot(path, "lattice")
        if self.peer == "camelot-stream":
            return read_camelot(path, "stream")
        if self.peer == "pdfplumber":
            return read_pdfplumber(path)
        return read_img2table(path, self.ocr)


def serve(peer):
    """Server mode: a path per line on stdin, a JSON result per line on stdout; libraries' prints go to stderr."""
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "w", buffering=1)
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    reader = Reader(peer)
    for line in sys.stdin:
        path = line.rstrip("\n")
        start = time.perf_counter()
        result = {"path": path, "error": None, "notes": [], "pages": []}
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                pages = reader.read(path)
                result["pages"] = [{"index": index, "tables": pages[index]} for index in sorted(pages)]
            except Exception as error:  # a peer failing on one file is recorded, never fatal
                result["error"] = f"{type(error).__name__}: {error}".strip()
        notes = []
        for warning in caught:
            message = str(warning.message)
            if message not in notes:
                notes.append(message)
        result["notes"] += notes[:MAX_NOTES]
        result["seconds"] = time.perf_counter() - start
        answers.write(json.dumps(result) + "\n")


class Server:
    """A server process of this script, reading one file at a time."""

    def __init__(self, peer, environment):
        self.process = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "--serve", "--peer", peer],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=environment, text=True, bufsize=1)
        self.path = None
        self.started = 0.0

    def give(self, path):
        self.path = path
        self.started = time.perf_counter()
        # A server that died at start-up cannot take the path; its end of output then records the file.
        with contextlib.suppress(BrokenPipeError, OSError):
            self.process.stdin.write(path + "\n")
            self.process.stdin.flush()

    def stop(self):
        with contextlib.suppress(Exception):
            self.process.stdin.close()
        with contextlib.suppress(Exception):
            self.process.kill()
        self.process.wait()


def run(peer, files, workers, timeout):
    """Reads `files` with `workers` servers and returns the results in the order of `files`."""
    environment = dict(os.environ, OMP_THREAD_LIMIT="1")
    queue = list(files)
    results = {}
    selector = selectors.DefaultSelector()
    servers = []

    def start_server():
        server = Server(peer, environment)
        servers.append(server)
        selector.register(server.process.stdout, selectors.EVENT_READ, server)
        return server

    def retire(server, error):
        results[server.path] = {"path": server.path, "error": error, "notes": [], "pages": [],
                                "seconds": time.perf_counter() - server.started}
        selector.unregister(server.process.stdout)
        server.stop()
        servers.remove(server)

    for _ in range(min(workers, len(queue))):
        start_server().give(queue.pop(0))
    while servers:
        for key, _ in selector.select(timeout=1.0):
            server = key.data
            line = server.process.stdout.readline()
            if not line:
                try:
                    code = server.process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    code = None
                retire(server, f"the {peer} process died reading this file (exit status {code})")
                if queue:
                    start_server().give(queue.pop(0))
                continue
            answer = json.loads(line)
            results[server.path] = answer
            if queue:
                server.give(queue.pop(0))
            else:
                selector.unregister(server.process.stdout)
                server.stop()
                servers.remove(server)
        now = time.perf_counter()
        for server in [s for s in servers if now - s.started > timeout]:
            retire(server, f"timed out after {timeout:.0f} s")
            if queue:
                start_server().give(queue.pop(0))
    return [results[path] for path in files]


def version(peer):
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as package_version

    package = PACKAGE[peer]
    try:
        return f"{package} {package_version(package)}"
    except PackageNotFoundError:
        return f"{package} (not installed)"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--peer", required=True, choices=PEERS)
    parser.add_argument("--out", help="JSON report to write")
    parser.add_argument("--workers", type=int, default=2, help="files read at a time (server processes)")
    parser.add_argument("--timeout", type=float, default=300, help="seconds one file may take")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("files", nargs="*")
    arguments = parser.parse_args()
    if arguments.serve:
        serve(arguments.peer)
        return
    if not arguments.out:
        parser.error("--out is required")
    start = time.perf_counter()
    files = run(arguments.peer, arguments.files, max(1, arguments.workers), arguments.timeout)
    report = {"peer": arguments.peer, "version": version(arguments.peer), "workers": arguments.workers,
              "seconds": time.perf_counter() - start, "files": files}
    with open(arguments.out, "w", encoding="utf-8") as handle:
        json.dump(report, handle, ensure_ascii=False)


if __name__ == "__main__":
    main()
