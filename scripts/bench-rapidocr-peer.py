#!/usr/bin/env python3
"""Reads images with RapidOCR for `folio-bench accuracy` and writes each image's text as JSON.

The peer as shipped: `rapidocr.RapidOCR` with the wheel's default configuration (PP-OCRv6 small detector and
recogniser, the mobile direction classifier on, ONNX Runtime on the CPU), except that every ONNX Runtime
session gets one intra-op and one inter-op thread and OpenCV one thread, so that --workers processes use
--workers cores, as Folio's workers and the tesseract CLI peer do.

Output (--out):
  {"version", "models", "workers",
   "images": [{"path", "text", "seconds", "error": null | "..."}]}   (in the order of the arguments)
An image's text is its text boxes in RapidOCR's order (top to bottom, then left to right), one per line.
An image that raises is recorded with its error; a process that dies ends the run with status 1.
"""

import argparse
import json
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

# One thread per process; every other setting is the package's default.
PARAMS = {
    "EngineConfig.onnxruntime.intra_op_num_threads": 1,
    "EngineConfig.onnxruntime.inter_op_num_threads": 1,
}
PACKAGES = ("rapidocr", "onnxruntime", "opencv-python-headless")

engine = None


def load():
    """Worker start-up: one engine per process (its models load on the first image)."""
    global engine
    import cv2
    from rapidocr import RapidOCR

    cv2.setNumThreads(1)
    engine = RapidOCR(params=PARAMS)


def read(path):
    """One image's text, seconds and error."""
    start = time.perf_counter()
    result = {"path": path, "text": "", "error": None}
    try:
        output = engine(path)
        result["text"] = "\n".join(output.txts or ())
    except Exception as error:  # one image failing is recorded; the caller decides what it means
        result["error"] = f"{type(error).__name__}: {error}".strip()
    result["seconds"] = time.perf_counter() - start
    return result


def models():
    """The models the engine is configured with, e.g. `det PP-OCRv6 small`."""
    parts = []
    for name, section in (("det", engine.cfg.Det), ("cls", engine.cfg.Cls), ("rec", engine.cfg.Rec)):
        parts.append(f"{name} {section.ocr_version.value} {section.model_type.value}")
    return ", ".join(parts)


def version():
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as package_version

    found = []
    for package in PACKAGES:
        try:
            found.append(f"{package} {package_version(package)}")
        except PackageNotFoundError:
            found.append(f"{package} (not installed)")
    return ", ".join(found)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True, help="JSON report to write")
    parser.add_argument("--workers", type=int, default=1, help="images read at a time (processes)")
    parser.add_argument("images", nargs="+")
    arguments = parser.parse_args()
    workers = max(1, arguments.workers)
    # Fresh processes: nothing of this one (threads, imported libraries) is inherited.
    context = multiprocessing.get_context("spawn")
    try:
        with ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=load) as pool:
            images = list(pool.map(read, arguments.images))
            description = pool.submit(models).result()
    except BrokenProcessPool as error:
        sys.exit(f"bench-rapidocr-peer: a RapidOCR process died ({error})")
    report = {"version": version(), "models": description, "workers": workers, "images": images}
    with open(arguments.out, "w", encoding="utf-8") as handle:
        json.dump(report, handle, ensure_ascii=False)


if __name__ == "__main__":
    main()
