// Search inside the book: the reader's "Search in this book" dialog asks the server (which folds
// case and diacritics as catalogue search does), lists every match under its chapter, and a tap
// opens that page with the words marked. Built on the reader's hook (window.SatchelReader).
(() => {
  "use strict";
  const form = document.getElementById("reader-search-form");
  const reader = window.SatchelReader;
  if (!form || !reader) return;
  const dialog = document.getElementById("reader-search");
  const input = document.getElementById("reader-search-q");
  const status = document.getElementById("reader-search-status");
  const results = document.getElementById("reader-search-results");
  const expansions = JSON.parse(form.dataset.fold || "{}");
  const fill = (text, args) => Object.entries(args).reduce((s, [k, v]) => s.split(`{${k}}`).join(String(v)), text);

  // Folding as the server's BookDocumentText does, character by character: expansions, then no
  // marks, lower case; ". ' ’ ʻ `" vanish, anything else that is not a letter or digit is a break.
  const silent = new Set([".", "'", "\u2019", "\u02BB", "`"]);
  const letter = /[\p{L}\p{N}]/u;
  const mark = /\p{M}/u;
  function foldChar(ch) {
    const expanded = expansions[ch] ?? ch;
    return [...expanded.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()].filter((c) => letter.test(c)).join("");
  }
  // The folded text and, for each of its UTF-16 units, the text node and offset it came from.
  function fold(nodes) {
    let out = "";
    const from = [];
    let lastWasBreak = true;
    nodes.forEach((node, n) => {
      const text = node.textContent;
      for (let i = 0; i < text.length;) {
        const ch = String.fromCodePoint(text.codePointAt(i));
        const piece = mark.test(ch) ? null : foldChar(ch);
        if (piece === null || (piece === "" && silent.has(ch))) {
          // A mark belongs to the letter before it; a silent character leaves no trace.
        } else if (piece === "") {
          if (!lastWasBreak) { out += " "; from.push([n, i, ch.length]); }
          lastWasBreak = true;
        } else {
          for (let k = 0; k < piece.length; k += 1) from.push([n, i, ch.length]);
          out += piece;
          lastWasBreak = false;
        }
        i += ch.length;
      }
    });
    return { out, from };
  }
  const isCJK = (ch) => /[\u1100-\u11FF\u3005-\u3007\u3031-\u3035\u303B\u3040-\u30FF\u3130-\u318F\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF66-\uFF9F]/u.test(ch);

  function textNodes(doc) {
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) => (node.parentElement?.closest("style, script") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    const nodes = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
    return nodes;
  }

  // Marks the n-th match of `query` in the shown document and turns to its page.
  function markMatch(query, occurrence) {
    const doc = reader.doc();
    if (!doc || !doc.body) return false;
    const q = fold([{ textContent: query }]).out.trim();
    if (!q) return false;
    const nodes = textNodes(doc);
    const { out, from } = fold(nodes);
    const anywhere = isCJK(q[0]);
    let seen = -1;
    let at = -1;
    for (let i = out.indexOf(q); i >= 0; i = out.indexOf(q, i + 1)) {
      if (!anywhere && i > 0 && out[i - 1] !== " ") continue;
      seen += 1;
      if (seen === occurrence) { at = i; break; }
      i += q.length - 1;
    }
    if (at < 0) return false;
    const [startNode, startOffset] = from[at];
    const [endNode, endOffset, endLength] = from[at + q.length - 1];
    const range = doc.createRange();
    range.setStart(nodes[startNode], startOffset);
    range.setEnd(nodes[endNode], endOffset + endLength);
    const found = doc.createElement("mark");
    found.className = "satchel-found";
    found.appendChild(range.extractContents());
    range.insertNode(found);
    if (!doc.getElementById("satchel-search-style")) {
      const style = doc.createElement("style");
      style.id = "satchel-search-style";
      style.textContent = "mark.satchel-found { background-color: #ffd54f !important; color: #000 !important; }";
      (doc.head || doc.documentElement).appendChild(style);
    }
    showMark(found);
    return true;
  }

  // The mark's page: turn with the reader's own buttons (so it keeps count and saves the place),
  // or scroll it into view in the scrolled layout.
  let turning = false;
  function showMark(found) {
    const frame = document.getElementById("reader-frame");
    if (reader.root.classList.contains("reader-scrolled")) {
      found.scrollIntoView({ block: "center" });
      return;
    }
    const width = frame.clientWidth;
    turning = true;
    for (let guard = 0; guard < 2000; guard += 1) {
      const left = found.getBoundingClientRect().left;
      if (left >= width) document.getElementById("reader-next").click();
      else if (left < 0) document.getElementById("reader-prev").click();
      else break;
    }
    turning = false;
  }

  function clearMarks() {
    if (turning) return;
    const doc = reader.doc();
    doc?.querySelectorAll("mark.satchel-found").forEach((m) => m.replaceWith(...m.childNodes));
  }
  // Cleared on the next move: a page turned, a tap, a key.
  for (const id of ["reader-next", "reader-prev"]) document.getElementById(id).addEventListener("click", clearMarks);
  document.addEventListener("keydown", (event) => { if (!event.target?.closest?.("dialog")) clearMarks(); });
  reader.on("document", () => {
    const doc = reader.doc();
    doc?.addEventListener("click", clearMarks);
    doc?.addEventListener("keydown", clearMarks);
  });

  async function go(href, match, query) {
    dialog.close();
    reader.move();
    await reader.open(href, match.progression);
    markMatch(query, match.occurrence);
  }

  function render(data) {
    results.replaceChildren();
    status.textContent = data.total === 0 ? fill(form.dataset.none, { query: data.query })
      : fill(data.truncated ? form.dataset.more : form.dataset.count, { count: data.total });
    for (const chapter of data.chapters) {
      const section = document.createElement("section");
      const heading = document.createElement("h3");
      heading.textContent = chapter.linear ? chapter.title : `${chapter.title} (${form.dataset.outside})`;
      const list = document.createElement("ol");
      for (const match of chapter.matches) {
        const li = document.createElement("li");
        const button = document.createElement("button");
        button.type = "button";
        button.className = "link reader-search-hit";
        const found = document.createElement("mark");
        found.textContent = match.text;
        button.append(document.createTextNode(match.before ? `…${match.before}` : ""), found,
          document.createTextNode(match.after ? `${match.after}…` : ""));
        button.addEventListener("click", () => go(chapter.href, match, data.query));
        li.append(button);
        list.append(li);
      }
      section.append(heading, list);
      results.append(section);
    }
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const query = input.value.trim();
    if (!query) return;
    try {
      const res = await reader.request("GET", `${reader.api}/search?q=${encodeURIComponent(query)}`);
      if (!res.ok) {
        const problem = await res.json().catch(() => null);
        status.textContent = problem?.errors?.[0]?.message || problem?.detail || form.dataset.failed;
        results.replaceChildren();
        return;
      }
      render(await res.json());
    } catch {
      status.textContent = form.dataset.failed;
    }
  });
})();
