// Buttons that act in the page, without inline handlers (the Content-Security-Policy forbids them):
// data-print prints the page, data-back goes back in the history (its href is the way when there is none).
document.addEventListener("click", function (event) {
  var target = event.target.closest && event.target.closest("[data-print], [data-back]");
  if (!target) return;
  if (target.hasAttribute("data-print")) {
    window.print();
  } else if (window.history.length > 1) {
    event.preventDefault();
    window.history.back();
  }
});
