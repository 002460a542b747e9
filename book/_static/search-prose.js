// Search snippets from a page's prose: the code, the printed outputs, the in-page contents
// lists, the "Enforced by" lines and the card pictures are left out before Sphinx picks the
// words around the match.
document.addEventListener("DOMContentLoaded", () => {
  if (typeof Search === "undefined" || !Search.htmlToText) return;
  const toText = Search.htmlToText;
  const notProse = "pre, .cell_input, .highlight, nav, .contents, .toctree-wrapper, .rule-code, svg, .tarokk-trick";
  Search.htmlToText = (htmlString, anchor) => {
    const page = new DOMParser().parseFromString(htmlString, "text/html");
    page.querySelectorAll(notProse).forEach((element) => element.remove());
    return toText(page.documentElement.outerHTML, anchor);
  };
});
