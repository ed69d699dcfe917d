// Quizzes. Without this script every button is a form post that works on its own; with it:
// - «Subir» and «Bajar» of an ordering move the card in the page (no post), keep the focus on the moved card's
//   button and say its new place to screen readers; the hidden fields follow, so «Responder» posts the order seen;
// - after htmx replaces a question (or the quiz), the focus goes to its [data-focus] element (the feedback, or
//   «Pregunta N de M»), or to the new content itself.
(function () {
  function refresh(list) {
    var items = list.children;
    for (var i = 0; i < items.length; i++) {
      var buttons = items[i].querySelectorAll("button[name=mover]");
      buttons.forEach(function (button) {
        var up = button.value.indexOf("subir:") === 0;
        if ((up && i === 0) || (!up && i === items.length - 1)) {
          button.setAttribute("aria-disabled", "true");
        } else {
          button.removeAttribute("aria-disabled");
        }
      });
    }
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-order-list] button[name=mover]");
    if (!button) return;
    event.preventDefault();
    var item = button.closest("li");
    var list = item.parentElement;
    var way = button.value.split(":")[0];
    var other = way === "subir" ? item.previousElementSibling : item.nextElementSibling;
    if (!other) return;
    list.insertBefore(item, way === "subir" ? other : other.nextElementSibling);
    refresh(list);
    var again = item.querySelector("button[value^='" + way + ":']");
    if (again.getAttribute("aria-disabled") === "true") {
      again = item.querySelector("button[name=mover]:not([value^='" + way + ":'])");
    }
    again.focus();
    var place = Array.prototype.indexOf.call(list.children, item) + 1;
    var status = list.parentElement.querySelector("[data-order-status]");
    if (status) status.textContent = item.dataset.name + ": puesto " + place + " de " + list.children.length + ".";
  });

  var swapped = null;
  document.addEventListener("htmx:beforeSwap", function (event) {
    swapped = event.detail.target && event.detail.target.id;
  });
  document.addEventListener("htmx:afterSettle", function () {
    var content = swapped && document.getElementById(swapped);
    if (!content) return;
    var focus = content.querySelector("[data-focus]") || content;
    if (!focus.hasAttribute("tabindex") && focus === content) focus.setAttribute("tabindex", "-1");
    focus.focus();
    focus.scrollIntoView({ block: "nearest" });
  });
})();
