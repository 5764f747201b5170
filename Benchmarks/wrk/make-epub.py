#!/usr/bin/env python3
"""Writes a valid EPUB 3 of about the given size (default 1 MB on disk): chapters of generated
pseudo-text (random syllables, so it compresses about as badly as real prose), a navigation
document and a style sheet. Usage: make-epub.py OUT.epub [BYTES]"""

import random
import sys
import zipfile

out = sys.argv[1]
target = int(sys.argv[2]) if len(sys.argv) > 2 else 1_000_000
random.seed(7)
syllables = ["ka", "ro", "lin", "sta", "mo", "ver", "ta", "ne", "bor", "sen", "dal", "fi", "gur", "hem", "ja", "ku", "le", "mar",
             "nu", "pa", "qi", "rus", "so", "tve", "ul", "vi", "yx", "zo", "än", "ör", "å"]


def sentence() -> str:
    words = ["".join(random.choice(syllables) for _ in range(random.randint(1, 4))) for _ in range(random.randint(6, 18))]
    return words[0].capitalize() + " " + " ".join(words[1:]) + "."


chapters = []
with zipfile.ZipFile(out, "w") as z:
    z.writestr(zipfile.ZipInfo("mimetype"), "application/epub+zip", compress_type=zipfile.ZIP_STORED)
    z.writestr("META-INF/container.xml", '<?xml version="1.0"?><container version="1.0" '
               'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" '
               'media-type="application/oebps-package+xml"/></rootfiles></container>', compress_type=zipfile.ZIP_DEFLATED)
    z.writestr("OEBPS/book.css", "p { text-indent: 1em; margin: 0 }", compress_type=zipfile.ZIP_DEFLATED)
    size = 0
    n = 0
    while size < target * 0.95:
        n += 1
        paragraphs = "\n".join("<p>" + " ".join(sentence() for _ in range(6)) + "</p>" for _ in range(120))
        body = (f'<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Chapter {n}</title>'
                f'<link rel="stylesheet" href="book.css"/></head><body><h1>Chapter {n}</h1>\n{paragraphs}\n</body></html>')
        z.writestr(f"OEBPS/ch{n}.xhtml", body, compress_type=zipfile.ZIP_DEFLATED)
        chapters.append(n)
        z.fp.flush()
        size = z.fp.tell()
    items = "".join(f'<item id="c{i}" href="ch{i}.xhtml" media-type="application/xhtml+xml"/>' for i in chapters)
    spine = "".join(f'<itemref idref="c{i}"/>' for i in chapters)
    z.writestr("OEBPS/content.opf", '<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" '
               'version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">'
               '<dc:identifier id="id">urn:satchel:bench:one-megabyte</dc:identifier><dc:title>One Megabyte</dc:title>'
               '<dc:creator>Satchel Benchmarks</dc:creator><dc:language>sv</dc:language></metadata><manifest>'
               '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
               f'<item id="css" href="book.css" media-type="text/css"/>{items}</manifest><spine>{spine}</spine></package>',
               compress_type=zipfile.ZIP_DEFLATED)
    toc = "".join(f'<li><a href="ch{i}.xhtml">Chapter {i}</a></li>' for i in chapters)
    z.writestr("OEBPS/nav.xhtml", '<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" '
               'xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head><body><nav epub:type="toc"><ol>'
               f'{toc}</ol></nav></body></html>', compress_type=zipfile.ZIP_DEFLATED)
print(f"{out}: {len(chapters)} chapters")
