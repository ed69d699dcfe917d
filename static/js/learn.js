// «Aprende a jugar»: after each answer (an htmx swap or a whole page), focus goes to what changed: the
// explanation of a wrong answer (scrolled into view), or else the step that follows.
(function () {
  function focusBoard() {
    var board = document.getElementById("stage-board");
    if (!board) return;
    var alert = board.querySelector("[role=alert].alert");
    var target = alert || board.querySelector("[data-focus-after-swap]") || board.querySelector("#step-heading");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "nearest" });
  }
  document.addEventListener("htmx:afterSettle", function (event) {
    if (event.detail.target && event.detail.target.id === "stage-board") focusBoard();
  });
  document.addEventListener("DOMContentLoaded", function () {
    var board = document.getElementById("stage-board");
    if (board && board.querySelector("[role=alert].alert, [data-focus-after-swap]")) focusBoard();
  });
})();
