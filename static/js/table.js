// The practice table: after each action (an htmx swap or a plain post) the focus goes to the new state, never to
// <body>: to the refusal when there is one (scrolled into view), else to the hint or to the «what to do now» line.
// The server names the element in data-focus on #table-section; a plain visit leaves the focus alone.
(function () {
  function focusTable() {
    var section = document.getElementById("table-section");
    if (!section || !section.dataset.focus) return;
    var target = document.getElementById(section.dataset.focus) || document.getElementById("tus-cartas");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: target.getAttribute("role") === "alert" ? "center" : "nearest" });
  }
  document.addEventListener("DOMContentLoaded", focusTable);
  document.addEventListener("htmx:afterSettle", focusTable);
})();
