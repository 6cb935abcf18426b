// Holds the submission of a form the server rendered (marked data-held-until-hydrated) that React
// has not taken over yet: no navigation, nothing typed lost. The form replays it once hydrated
// (early-submits.ts). A classic script from our own origin, so the CSP (script-src 'self') runs it.
(function () {
  var held = (document.heldSubmits = document.heldSubmits || []);
  addEventListener("submit", function (event) {
    var form = event.target;
    // A hydrated form's own handler has already prevented the default (React listens below window).
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!form.hasAttribute("data-held-until-hydrated")) return;
    event.preventDefault();
    for (var i = held.length - 1; i >= 0; i--) if (held[i].form === form) held.splice(i, 1);
    held.push({ form: form, submitter: event.submitter || null });
  });
})();
