// Highlights and notes in the reader: select words in the book → a colour or a note; marks are
// drawn over the text by their TextQuoteSelector (exact, prefix, suffix) every time a document
// is laid out; tapping one changes its colour or note or deletes it; the Contents dialog lists
// them. Text is matched as the server matches it: the document's text nodes joined, whitespace
// runs collapsed to one space. Writes go through SatchelReader.request (the shared hook).
(() => {
  "use strict";
  const R = window.SatchelReader;
  if (!R) return;
  const bar = document.getElementById("reader-hl-bar");
  const editor = document.getElementById("reader-annotation");
  const editorNote = document.getElementById("reader-annotation-note");
  const list = document.getElementById("reader-note-list");
  if (!bar || !editor || !list) return;
  let items = []; // the book's live annotations, book order
  let pending = null; // a selection waiting for a colour or a note
  let editing = null; // the annotation the dialog is about, or null for a new note
  const uuid = (a) => a.id.replace("urn:uuid:", "");

  // ---- the document's text, with where each character is ---------------------------------
  function textModel(doc) {
    const chars = []; // [node, offset] per character of `text`
    let text = "";
    let space = true; // a leading space is dropped, as the server trims
    const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const data = node.data;
      for (let i = 0; i < data.length; i += 1) {
        if (/\s/.test(data[i])) {
          if (space) continue;
          space = true;
          text += " ";
        } else {
          space = false;
          text += data[i];
        }
        chars.push([node, i]);
      }
    }
    return { text, chars };
  }

  // Where the passage is: with its context first, else the passage alone.
  function find(model, a) {
    const sel = a.target.selector[0];
    const whole = (sel.prefix || "") + sel.exact + (sel.suffix || "");
    let at = model.text.indexOf(whole);
    if (at >= 0) return [at + (sel.prefix || "").length, at + (sel.prefix || "").length + sel.exact.length];
    at = model.text.indexOf(sel.exact);
    return at >= 0 ? [at, at + sel.exact.length] : null;
  }

  function style(doc) {
    if (doc.getElementById("satchel-notes-style")) return;
    const s = doc.createElement("style");
    s.id = "satchel-notes-style";
    s.textContent = `.satchel-hl { color: inherit !important; border-radius: 2px; cursor: pointer; }
      .satchel-hl-yellow { background-color: rgba(255, 226, 77, .55) !important; }
      .satchel-hl-green { background-color: rgba(109, 214, 120, .5) !important; }
      .satchel-hl-blue { background-color: rgba(110, 176, 255, .5) !important; }
      .satchel-hl-pink { background-color: rgba(255, 133, 180, .5) !important; }
      .satchel-hl[data-note]::after { content: "✎"; font-size: .7em; vertical-align: super; }`;
    (doc.head || doc.documentElement).append(s);
  }

  function unmark(doc) {
    doc.querySelectorAll("mark.satchel-hl").forEach((m) => {
      m.replaceWith(...m.childNodes);
    });
    doc.body.normalize();
  }

  // Wraps characters [start, end) of the model in <mark>s, one per text node crossed.
  function wrap(doc, model, [start, end], a) {
    const pieces = new Map();
    for (let i = start; i < end; i += 1) {
      const [node, offset] = model.chars[i];
      const piece = pieces.get(node);
      if (piece) piece[1] = offset + 1;
      else pieces.set(node, [offset, offset + 1]);
    }
    for (const [node, [from, to]] of pieces) {
      let target = node;
      if (from > 0) target = target.splitText(from);
      if (to - from < target.data.length) target.splitText(to - from);
      const mark = doc.createElement("mark");
      mark.className = `satchel-hl satchel-hl-${a.colour}`;
      mark.dataset.annotation = uuid(a);
      if (a.body && a.body.length) mark.dataset.note = "";
      target.replaceWith(mark);
      mark.append(target);
    }
  }

  function draw() {
    const doc = R.doc();
    if (!doc || !doc.body) return;
    style(doc);
    unmark(doc);
    for (const a of items) {
      if (a.anchor === "orphaned" || a.target.locator.href !== R.shown()) continue;
      const model = textModel(doc); // marks split nodes: read again for each
      const span = find(model, a);
      if (span) wrap(doc, model, span, a);
    }
  }

  async function load() {
    const res = await R.request("GET", `${R.api}/annotations`);
    if (!res.ok) return;
    items = (await res.json()).items;
    draw();
    fillList();
  }

  // ---- the Contents dialog's section ------------------------------------------------------
  function fillList() {
    list.replaceChildren();
    if (items.length === 0) {
      const li = document.createElement("li");
      li.className = "muted";
      li.textContent = R.t("notes-none");
      list.append(li);
      return;
    }
    for (const a of items) {
      const li = document.createElement("li");
      li.dataset.annotation = uuid(a);
      const quote = document.createElement("p");
      quote.className = `reader-mark-text reader-note-quote satchel-hl-${a.colour}`;
      quote.textContent = a.target.selector[0].exact;
      if (a.anchor === "orphaned") {
        const gone = document.createElement("p");
        gone.className = "muted";
        gone.textContent = R.t("notes-orphaned");
        li.append(quote, gone);
      } else {
        const go = document.createElement("button");
        go.type = "button";
        go.className = "link reader-mark-go";
        const percent = Math.floor((a.target.locator.locations.totalProgression || 0) * 100);
        go.textContent = `${a.target.locator.title || ""} · ${R.t("progress", { percent })}`;
        go.addEventListener("click", () => {
          document.getElementById("reader-toc").close();
          jump(a);
        });
        li.append(go, quote);
      }
      if (a.body && a.body.length) {
        const note = document.createElement("p");
        note.className = "reader-note-text";
        note.textContent = a.body[0].value;
        li.append(note);
      }
      list.append(li);
    }
  }

  function jump(a) {
    R.move();
    R.open(a.target.locator.href, a.target.locator.locations.progression || 0);
  }

  // ---- selecting and marking ---------------------------------------------------------------
  function selection() {
    const doc = R.doc();
    const sel = doc && doc.getSelection();
    if (!sel || sel.isCollapsed || sel.rangeCount === 0) return null;
    const range = sel.getRangeAt(0);
    if (!doc.body.contains(range.commonAncestorContainer)) return null;
    const model = textModel(doc);
    // The characters inside the range: both the point before and the point after them are in it.
    let start = -1;
    let end = -1;
    for (let i = 0; i < model.chars.length; i += 1) {
      const [node, at] = model.chars[i];
      if (range.comparePoint(node, at) === 0 && range.comparePoint(node, at + 1) === 0) {
        if (start < 0) start = i;
        end = i + 1;
      } else if (start >= 0) {
        break;
      }
    }
    if (start < 0) return null;
    while (start < end && model.text[start] === " ") start += 1;
    while (end > start && model.text[end - 1] === " ") end -= 1;
    if (end <= start) return null;
    const exact = model.text.slice(start, Math.min(end, start + 2000));
    return {
      exact, before: model.text.slice(Math.max(0, start - 64), start), after: model.text.slice(end, end + 64),
      progression: model.text.length ? start / model.text.length : 0,
    };
  }

  function showBar() {
    pending = selection();
    bar.hidden = !pending;
  }

  async function create(colour, note) {
    if (!pending) return;
    const id = crypto.randomUUID ? crypto.randomUUID() : null;
    if (!id) return;
    const body = {
      locator: { href: R.shown(), locations: { progression: pending.progression },
        text: { highlight: pending.exact, before: pending.before, after: pending.after } },
      colour, device: R.device, created: new Date().toISOString(),
    };
    if (note) body.note = note;
    pending = null;
    bar.hidden = true;
    R.doc()?.getSelection()?.removeAllRanges();
    const res = await R.request("PUT", `${R.api}/annotations/${id}`, body);
    R.note(res.ok ? R.t("notes-saved") : R.t("notes-not-saved"));
    await load();
  }

  async function change(a, patch) {
    let res = await R.request("PATCH", `${R.api}/annotations/${uuid(a)}`,
      { ...patch, version: a.version, device: R.device, modified: new Date().toISOString() });
    if (res.status === 412 && patch.note !== undefined) {
      // Changed on another device meanwhile: keep both notes, theirs first.
      const current = (await res.json()).current;
      const theirs = current.body && current.body.length ? current.body[0].value : "";
      const both = theirs ? `${theirs}\n\n${R.t("notes-from-device", { device: R.device.name })}\n${patch.note}` : patch.note;
      res = await R.request("PATCH", `${R.api}/annotations/${uuid(a)}`,
        { ...patch, note: both, version: current.version, device: R.device, modified: new Date().toISOString() });
      if (res.ok) R.note(R.t("notes-kept-both"));
    } else if (res.ok) {
      R.note(R.t("notes-saved"));
    }
    await load();
  }

  bar.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.dataset.colour) {
      create(button.dataset.colour);
    } else if (button.dataset.addNote !== undefined) {
      editing = null;
      editorNote.value = "";
      editor.querySelectorAll(".reader-annotation-existing").forEach((e) => { e.hidden = true; });
      editor.showModal();
    }
  });

  editor.addEventListener("click", async (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    if (button.dataset.colour && editing) {
      editor.close();
      await change(editing, { colour: button.dataset.colour });
    } else if (button.id === "reader-annotation-save") {
      editor.close();
      if (editing) await change(editing, { note: editorNote.value });
      else await create(pending ? "yellow" : null, editorNote.value);
    } else if (button.id === "reader-annotation-delete" && editing) {
      editor.close();
      await R.request("DELETE", `${R.api}/annotations/${uuid(editing)}`);
      await load();
    }
  });

  // The frame's own events: selections show the bar; a tap on a mark opens it (and does not
  // turn the page); a tap while words are selected does not turn the page either.
  R.on("document", () => {
    const doc = R.doc();
    if (!doc) return;
    for (const kind of ["mouseup", "touchend", "keyup"]) doc.addEventListener(kind, () => setTimeout(showBar, 0));
    doc.addEventListener("selectionchange", () => { if (!doc.getSelection() || doc.getSelection().isCollapsed) { bar.hidden = true; } });
    doc.addEventListener("click", (event) => {
      const mark = event.target.closest && event.target.closest("mark.satchel-hl");
      const selected = doc.getSelection() && !doc.getSelection().isCollapsed;
      if (mark) {
        event.stopPropagation();
        event.preventDefault();
        editing = items.find((a) => uuid(a) === mark.dataset.annotation) || null;
        if (!editing) return;
        editorNote.value = editing.body && editing.body.length ? editing.body[0].value : "";
        editor.querySelectorAll(".reader-annotation-existing").forEach((e) => { e.hidden = false; });
        editor.showModal();
      } else if (selected) {
        event.stopPropagation();
      }
    }, true);
    draw();
  });

  R.on("ready", async () => {
    await load();
    const wanted = /annotation=([0-9a-f-]{36})/i.exec(location.hash);
    const a = wanted && items.find((x) => uuid(x) === wanted[1].toLowerCase());
    if (a && a.anchor !== "orphaned") jump(a);
  });
})();
