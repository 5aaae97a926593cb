#!/usr/bin/env python3
"""A small, generic Markdown block parser for the layout benchmark (docs/bench-layout.md).

Turns a page of Markdown, as a converter such as pymupdf4llm writes it, into the benchmark's neutral
blocks, in order:
  {"type": "heading", "text", "level"}                 ATX (`#`..`######`) and setext (`===` / `---`) headings
  {"type": "paragraph", "text"}                         consecutive text lines; also a fenced code block, a
                                                        pipe table (cells joined), a block quote's text
  {"type": "list", "text", "items": [{"text", "level", "markerType", "marker"}]}
                                                        consecutive list items: `-`, `*`, `+` bullets, `1.` / `1)`
                                                        ordered; nesting by indentation (an item is a child of
                                                        the item above when it is indented at least to that
                                                        item's text, as in CommonMark)
Nothing is dropped or classed by content: page headers and footers are whatever the converter wrote. Two things
go beyond plain Markdown because converters need them: a bullet item whose text starts with a marker of its
own ("- b. text", "- iv) text": Markdown has no letter or roman lists, so converters write them this way)
takes that marker, and its type (lowerAlpha, upperRoman, ...) comes from the marker and its siblings; and a
`•`, `◦` or `▪` at the start of a line is a bullet too.

Inline markup is removed from texts: emphasis (`**`, `__`, `*`, `_` around words), code spans, links (their
text is kept), images, HTML tags and backslash escapes. Thematic breaks and blank lines end blocks.

Usage: markdown-blocks.py FILE.md [--name NAME]   prints {"name", "pages": [{"blocks": [...]}]}; a form feed or a
       line `<!-- page -->` in the file separates pages.
       markdown-blocks.py --self-test
"""

import json
import re
import sys

ATX = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
SETEXT = re.compile(r"^ {0,3}(=+|-+)[ \t]*$")
BREAK = re.compile(r"^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$")
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
ITEM = re.compile(r"^([ \t]*)([-*+•◦▪]|\d{1,9}[.)])([ \t]+|$)(.*)$")
OWN_MARKER = re.compile(r"^(\(?(?:\d{1,9}|[A-Za-z]|[ivxlcdm]{2,7}|[IVXLCDM]{2,7})[.)])[ \t]+(.*)$")
TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
ROMAN = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}


def roman_value(text):
    """The value of a roman numeral (any case), or None when `text` is not one."""
    text = text.lower()
    if not text or any(c not in ROMAN for c in text):
        return None
    total = 0
    for i, c in enumerate(text):
        value = ROMAN[c]
        total += -value if i + 1 < len(text) and ROMAN[text[i + 1]] > value else value
    return total


def marker_type(marker, previous=None):
    """`bullet`, `decimal`, `lowerAlpha`, `upperAlpha`, `lowerRoman` or `upperRoman` for a marker such as "3.",
    "b)", "(iv)" or "-". A single letter that could be either ("i", "v", "c", ...) is a letter when it follows
    the letter before it (`previous`, the sibling item's marker and type), a numeral when it follows a numeral
    one less, and otherwise a numeral only when it is "i"."""
    core = marker.strip("().")
    core = core.rstrip(")")
    if not core or marker in "-*+•◦▪":
        return "bullet"
    if core.isdigit():
        return "decimal"
    upper = core.isupper()
    if len(core) > 1:
        return ("upperRoman" if upper else "lowerRoman") if roman_value(core) else ("upperAlpha" if upper else "lowerAlpha")
    alpha = "upperAlpha" if upper else "lowerAlpha"
    roman = "upperRoman" if upper else "lowerRoman"
    if previous is not None:
        before, before_type = previous
        before_core = before.strip("().").rstrip(")")
        if before_type.endswith("Alpha") and len(before_core) == 1 and ord(core) == ord(before_core) + 1:
            return alpha
        if before_type.endswith("Roman") and roman_value(before_core) and roman_value(core) == roman_value(before_core) + 1:
            return roman
    return roman if core in "iI" else alpha


def inline_text(text):
    """`text` without inline Markdown markup, whitespace collapsed."""
    text = re.sub(r"!\[[^\]]*\]\([^)]*\)", " ", text)  # images
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)  # links: their text
    text = re.sub(r"<br\s*/?>", " ", text, flags=re.I)
    text = re.sub(r"</?[A-Za-z][^>]*>", "", text)  # other HTML tags
    text = re.sub(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1", r"\2", text)
    text = re.sub(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?!\w)", r"\1", text)
    text = re.sub(r"(?<![\w_])_(?=\S)(.+?)(?<=\S)_(?!\w)", r"\1", text)
    text = re.sub(r"`+([^`]*)`+", r"\1", text)
    text = re.sub(r"\\([\\`*_{}\[\]()#+\-.!|>~])", r"\1", text)
    return " ".join(text.split())


def indentation(prefix):
    """Columns of leading whitespace, a tab to the next multiple of four."""
    column = 0
    for c in prefix:
        column = column + 4 - column % 4 if c == "\t" else column + 1
    return column


class Parser:
    """Line-by-line block parser; `blocks` holds the result."""

    def __init__(self):
        self.blocks = []
        self.paragraph = []  # lines of the open paragraph
        self.items = None  # open list: its items
        self.stack = []  # open items of the list: (marker column, content column, item)
        self.blank = False  # the previous line was blank
        self.fence = None  # the open code fence's opening run

    def close_paragraph(self):
        if self.paragraph:
            text = inline_text(" ".join(self.paragraph))
            if text:
                self.blocks.append({"type": "paragraph", "text": text})
            self.paragraph = []

    def close_list(self):
        if self.items is not None:
            items = [item for item in self.items if item["text"]]
            if items:
                self.blocks.append({"type": "list", "text": "\n".join(i["text"] for i in items), "items": items})
            self.items = None
            self.stack = []

    def close(self):
        self.close_paragraph()
        self.close_list()

    def add_item(self, column, marker, text, spacing):
        self.close_paragraph()
        if self.items is None:
            self.items = []
        while self.stack and column < self.stack[-1][1]:
            self.stack.pop()
        level = len(self.stack)
        content = column + len(marker) + max(1, min(len(spacing), 4))
        if marker in "-*+•◦▪":
            own = OWN_MARKER.match(text)
            if own:
                marker, text = own.group(1), own.group(2)
        sibling = next((i for i in reversed(self.items) if i["level"] == level), None)
        # A sibling is only one with no shallower item between it and this one.
        if sibling is not None and any(i["level"] < level for i in self.items[self.items.index(sibling) + 1:]):
            sibling = None
        previous = (sibling["marker"], sibling["markerType"]) if sibling else None
        kind = marker_type(marker, previous)
        item = {"text": inline_text(text), "level": level, "markerType": kind, "marker": marker}
        self.items.append(item)
        self.stack.append((column, content, item))

    def continue_item(self, line):
        item = self.stack[-1][2]
        item["text"] = inline_text(item["text"] + " " + line.strip())

    def feed(self, line):
        line = line.rstrip("\n").rstrip("\r")
        if self.fence is not None:
            if line.strip().startswith(self.fence):
                self.fence = None
                self.close_paragraph()
            elif line.strip():
                self.paragraph.append(line.strip())
            return
        if not line.strip():
            self.close_paragraph()
            self.blank = True
            return
        was_blank, self.blank = self.blank, False
        column = indentation(line[: len(line) - len(line.lstrip())])
        fence = FENCE.match(line)
        if fence:
            self.close()
            self.fence = fence.group(1)[0] * 3
            return
        if self.paragraph and not self.items and SETEXT.match(line) and not was_blank:
            level = 1 if line.strip()[0] == "=" else 2
            text = inline_text(" ".join(self.paragraph))
            self.paragraph = []
            if text:
                self.blocks.append({"type": "heading", "text": text, "level": level})
            return
        if BREAK.match(line):
            self.close()
            return
        atx = ATX.match(line)
        if atx:
            self.close()
            text = inline_text(atx.group(2) or "")
            if text:
                self.blocks.append({"type": "heading", "text": text, "level": len(atx.group(1))})
            return
        item = ITEM.match(line)
        if item and item.group(4).strip():
            self.add_item(indentation(item.group(1)), item.group(2), item.group(4), item.group(3))
            return
        if self.items is not None and self.stack:
            # Inside a list: a lazy continuation line, or after a blank line text indented to an open item's
            # content (that item's next paragraph); anything else ends the list.
            if not was_blank:
                self.continue_item(line)
                return
            while self.stack and column < self.stack[-1][1]:
                self.stack.pop()
            if self.stack:
                self.continue_item(line)
                return
        self.close_list()
        stripped = line.strip()
        if stripped.startswith(">"):
            stripped = re.sub(r"^(>\s?)+", "", stripped)
        if stripped.startswith("|"):
            if TABLE_RULE.match(stripped):
                return
            stripped = " ".join(cell.strip() for cell in stripped.strip("|").split("|"))
        if stripped.startswith("<!--") and stripped.endswith("-->"):
            self.close_paragraph()
            return
        self.paragraph.append(stripped)


def parse_blocks(markdown):
    """The neutral blocks of one page of Markdown, in order."""
    parser = Parser()
    for line in markdown.splitlines():
        parser.feed(line)
    parser.close()
    return parser.blocks


def parse_document(name, pages):
    """The neutral document for `pages`, one Markdown string per page."""
    return {"name": name, "pages": [{"blocks": parse_blocks(page)} for page in pages]}


def self_test():
    cases = [
        ("# Title\n\nSome *text*\nmore.\n\nSetext\n------\n",
         [{"type": "heading", "text": "Title", "level": 1}, {"type": "paragraph", "text": "Some text more."},
          {"type": "heading", "text": "Setext", "level": 2}]),
        ("- a\n- b\n  - c\n    continued\n- d\n\nafter\n",
         [{"type": "list", "text": "a\nb\nc continued\nd", "items": [
             {"text": "a", "level": 0, "markerType": "bullet", "marker": "-"},
             {"text": "b", "level": 0, "markerType": "bullet", "marker": "-"},
             {"text": "c continued", "level": 1, "markerType": "bullet", "marker": "-"},
             {"text": "d", "level": 0, "markerType": "bullet", "marker": "-"}]},
          {"type": "paragraph", "text": "after"}]),
        ("1. one\n2) two\n   - h. x\n   - i. y\n- ii. z\n- iii) w\n",
         [{"type": "list", "text": "one\ntwo\nx\ny\nz\nw", "items": [
             {"text": "one", "level": 0, "markerType": "decimal", "marker": "1."},
             {"text": "two", "level": 0, "markerType": "decimal", "marker": "2)"},
             {"text": "x", "level": 1, "markerType": "lowerAlpha", "marker": "h."},
             {"text": "y", "level": 1, "markerType": "lowerAlpha", "marker": "i."},
             {"text": "z", "level": 0, "markerType": "lowerRoman", "marker": "ii."},
             {"text": "w", "level": 0, "markerType": "lowerRoman", "marker": "iii)"}]}]),
        ("- I. x\n- II. y\n\n   second para of II\n\n---\n| a | b |\n|---|---|\n| 1 | **2** |\n",
         [{"type": "list", "text": "x\ny second para of II", "items": [
             {"text": "x", "level": 0, "markerType": "upperRoman", "marker": "I."},
             {"text": "y second para of II", "level": 0, "markerType": "upperRoman", "marker": "II."}]},
          {"type": "paragraph", "text": "a b 1 2"}]),
    ]
    failures = 0
    for markdown, expected in cases:
        got = parse_blocks(markdown)
        if got != expected:
            failures += 1
            print("FAIL:", json.dumps(markdown), "\n  got     ", got, "\n  expected", expected)
    print(f"{len(cases) - failures} passed, {failures} failed")
    return 1 if failures else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "--name"):
        print(__doc__.split("Usage:")[1], file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as handle:
        text = handle.read()
    pages = re.split(r"\f|^<!-- page -->$", text, flags=re.M)
    name = argv[3] if len(argv) == 4 else re.sub(r"\.md$", "", argv[1].rsplit("/", 1)[-1])
    json.dump(parse_document(name, pages), sys.stdout, ensure_ascii=False, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
