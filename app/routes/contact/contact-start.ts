import { goOnWithout } from "~/utils/when-shown";

import { CONTACT_FORM_CLASS, SENT_BY_BROWSER } from "./form-marks";

/**
 * Once the visitor starts on the form (a field focused or typed in), its answers come as alerts in
 * place: the script that does it loads then, not with the page. A form sent before it arrives is
 * sent as a plain form and answered with a page, as without JavaScript. On a static host whose
 * form the browser sends, the form shows now: only a script can send it.
 */
export function startContactForm() {
  const form = document.querySelector<HTMLFormElement>(
    `form.${CONTACT_FORM_CLASS}[data-answer-in-place]`,
  );
  if (!form) return;
  const sentByBrowser = SENT_BY_BROWSER in form.dataset;
  if (sentByBrowser) form.hidden = false;
  let loaded = false;
  let sendOnceLoaded = false;
  const start = () => {
    form.removeEventListener("focusin", start);
    form.removeEventListener("input", start);
    import("./contact-in-place").then(({ answerInPlace }) => {
      loaded = true;
      answerInPlace(form);
      if (sendOnceLoaded) form.requestSubmit();
    }, goOnWithout("the contact form's alerts"));
  };
  form.addEventListener("focusin", start);
  form.addEventListener("input", start);
  // Only the script can send a static host's form: one sent before it arrives waits for it.
  if (sentByBrowser)
    form.addEventListener("submit", (event) => {
      if (loaded) return;
      event.preventDefault();
      sendOnceLoaded = true;
      start();
    });
}
