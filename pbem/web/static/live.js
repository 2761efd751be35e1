// The referee's pages: live updates and the replay's slider. Nothing here
// is needed to use a page: without it the forms work, and a reload shows
// the news.
(function () {
  "use strict";

  // leaving is set once a form is sent: the page on its way out is not
  // redrawn, which could take the form from under its submission.
  var leaving = false;
  document.addEventListener("submit", function (e) {
    if (!e.defaultPrevented && !e.target.classList.contains("replay")) { leaving = true; }
  });
  window.addEventListener("pageshow", function () { leaving = false; });

  // redraw fetches the page again and puts its content in place, keeping
  // what the reader is typing.
  function redraw() {
    if (leaving) { return; }
    fetch(location.href, { credentials: "same-origin", cache: "no-store" })
      .then(function (r) { return r.ok ? r.text() : null; })
      .then(function (text) {
        if (!text || leaving) { return; }
        var doc = new DOMParser().parseFromString(text, "text/html");
        var fresh = doc.getElementById("main");
        var old = document.getElementById("main");
        if (!fresh || !old) { return; }
        old.querySelectorAll("textarea, input[type=text], input[type=email], input[type=number], input[type=datetime-local]").forEach(function (el) {
          if (!el.id && !el.name) { return; }
          var sel = el.id ? "#" + CSS.escape(el.id) : "[name=" + CSS.escape(el.name) + "]";
          var twin = fresh.querySelector(el.closest("form") && el.closest("form").getAttribute("action") ?
            "form[action=\"" + CSS.escape(el.closest("form").getAttribute("action")) + "\"] " + sel : sel);
          if (twin && el.value) { twin.value = el.value; }
        });
        // What the reader was told (the answer to a command) stays until
        // they leave the page.
        old.querySelectorAll("[data-keep]").forEach(function (el) {
          if (!fresh.querySelector("[data-keep=\"" + el.dataset.keep + "\"]")) {
            var after = fresh.querySelector("p.state");
            if (after) { after.after(el); } else { fresh.prepend(el); }
          }
        });
        old.replaceWith(fresh);
        bind();
        document.dispatchEvent(new CustomEvent("labyrinth:redrawn"));
      })
      .catch(function () {});
  }

  // bind wires the replay's slider: moving it shows that round's map
  // without a reload, and the address keeps the round.
  function bind() {
    var slider = document.getElementById("replay-round");
    if (!slider) { return; }
    var form = slider.form, out = document.getElementById("replay-out");
    var pending = null;
    function show() {
      var round = slider.value;
      if (out) { out.textContent = round; }
      var url = new URL(location.href);
      url.searchParams.set("round", round);
      history.replaceState(null, "", url);
      if (pending) { pending.abort(); }
      pending = new AbortController();
      fetch(form.dataset.map + "?round=" + encodeURIComponent(round), { credentials: "same-origin", signal: pending.signal })
        .then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) {
          if (!html) { return; }
          var doc = new DOMParser().parseFromString(html, "text/html");
          var fresh = doc.getElementById("map"), old = document.getElementById("map");
          if (fresh && old) {
            old.replaceWith(document.importNode(fresh, true));
            document.dispatchEvent(new CustomEvent("labyrinth:replayed", { detail: round }));
          }
        })
        .catch(function () {});
    }
    slider.addEventListener("input", show);
    form.addEventListener("submit", function (e) { e.preventDefault(); show(); });
  }

  document.addEventListener("DOMContentLoaded", function () {
    bind();
    var src = document.body.dataset.live;
    if (src && window.EventSource) {
      var es = new EventSource(src);
      es.addEventListener("change", redraw);
    }
  });
})();
