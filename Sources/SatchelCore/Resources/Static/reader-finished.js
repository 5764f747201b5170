// The end of a borrowed book: when Next is pressed on its last page, reader.js says so in the
// foot (its end-of-book note); this opens the dialog offering to rate the book and return it.
(() => {
  "use strict";
  const R = window.SatchelReader;
  const dialog = document.getElementById("reader-finished");
  const foot = document.getElementById("reader-note");
  if (!R || !dialog || !foot || R.root.dataset.sample === "true") return;
  const end = R.t("end-of-book");
  new MutationObserver(() => {
    if (foot.textContent === end && !dialog.open) dialog.showModal();
  }).observe(foot, { childList: true, characterData: true, subtree: true });
})();
