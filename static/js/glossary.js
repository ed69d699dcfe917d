// Glossary words: on a touch screen, the first tap shows the definition, the second follows the link.
document.addEventListener("click", function (event) {
  var link = event.target.closest && event.target.closest(".term > a");
  if (!link || !window.matchMedia("(hover: none)").matches) return;
  var term = link.parentElement;
  if (!term.classList.contains("open")) {
    event.preventDefault();
    document.querySelectorAll(".term.open").forEach(function (other) { other.classList.remove("open"); });
    term.classList.add("open");
  }
});
