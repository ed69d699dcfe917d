// Glossary words. The definition shows on hover, on focus and, on a touch screen, at the first tap (the second
// follows the link). Escape closes the definitions shown, and so does a tap or a click anywhere else; a word
// closed with Escape shows its definition again once the pointer and the focus have left it and come back.
(function () {
  function touch() {
    return window.matchMedia("(hover: none)").matches;
  }

  document.addEventListener("click", function (event) {
    var term = event.target.closest && event.target.closest(".term");
    document.querySelectorAll(".term.open").forEach(function (other) {
      if (other !== term) other.classList.remove("open");
    });
    var link = event.target.closest && event.target.closest(".term > a");
    if (!link || !touch() || term.classList.contains("open")) return;
    event.preventDefault();
    term.classList.remove("dismissed");
    term.classList.add("open");
  });

  document.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    document.querySelectorAll(".term").forEach(function (term) {
      if (term.classList.contains("open") || term.matches(":hover") || term.contains(document.activeElement)) {
        term.classList.remove("open");
        term.classList.add("dismissed");
      }
    });
  });

  function leave(event) {
    var term = event.target.closest && event.target.closest(".term.dismissed");
    if (!term || term.contains(event.relatedTarget)) return;
    var hovered = event.type === "focusout" && term.matches(":hover");
    var focused = event.type === "mouseout" && term.contains(document.activeElement);
    if (!hovered && !focused) term.classList.remove("dismissed");
  }
  document.addEventListener("mouseout", leave);
  document.addEventListener("focusout", leave);
})();
