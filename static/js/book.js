// Juega con el libro: when htmx puts in the new board, focus moves to what changed (the refusal, the book's
// answer, or the heading of the next turn) instead of dropping to <body> with the button that was clicked.
// htmx:load is dispatched on the new content itself (the replaced board no longer reaches the document).
document.addEventListener("htmx:load", function (event) {
  var board = event.target;
  if (board.id !== "book-board") return;
  var target = board.querySelector("#violation.alert") || board.querySelector(".book-answer") || board.querySelector("#book-step");
  if (target) {
    target.focus();
    target.scrollIntoView({ block: "nearest" });
  }
});
