// The contact form's answers as alerts in place, loaded when the visitor starts on the form. The
// server's form is sent as it would be without JavaScript, and the page the server answers with
// gives the form back as it should now read (the visitor's words, the errors) and the notice in
// the page's language, its wait after too many messages included: the alert says what the page
// would, word for word, with no page load. On a static host the browser sends it to the email
// service itself.
import { BROWSER_EMAIL_SERVICE } from "./static-contact";
import { CONTACT_FORM_CLASS, SENT_BY_BROWSER } from "./form-marks";

/** What the server's page holds: the form, and the notice of a form that was sent or failed. */
const NOTICE = ".form-notice";

export function answerInPlace(form: HTMLFormElement) {
  const { sending = "", failed = "" } = form.dataset;
  // Said on the form, for what waits on it (a test, as a visitor would, by starting to type).
  form.dataset.answers = "in-place";
  // The form's own button, each time: an answer from the server replaces what the form holds.
  const submit = () =>
    form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const button = submit();
    if (!button || button.disabled) return;
    const idle = button.textContent;
    button.disabled = true;
    button.textContent = sending;
    const answer =
      SENT_BY_BROWSER in form.dataset
        ? await sendFromBrowser(form)
        : await sendToServer(form);
    button.disabled = false;
    button.textContent = idle;
    if (!answer) return alertThen(failed, button);
    if (answer.form) {
      // The notice stays under the form, as the page has it; the alert is what announces it.
      const notice = answer.form.querySelector(NOTICE);
      for (const attribute of ["role", "tabindex", "autofocus"])
        notice?.removeAttribute(attribute);
      form.replaceChildren(...answer.form.childNodes);
      if (!notice)
        return form
          .querySelector<HTMLElement>('[aria-invalid="true"]')
          ?.focus();
      return alertThen(notice.textContent ?? failed, submit());
    }
    if (answer.sent) form.reset();
    alertThen(answer.notice, button);
  });
}

function alertThen(notice: string, focus: HTMLElement | null) {
  window.alert(notice);
  focus?.focus();
}

type Answer =
  | { form: HTMLFormElement }
  | { form?: undefined; sent: boolean; notice: string };

/** The form as the server's answering page holds it; null when no page came back. */
async function sendToServer(form: HTMLFormElement): Promise<Answer | null> {
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body: new FormData(form),
    });
    const page = new DOMParser().parseFromString(
      await response.text(),
      "text/html",
    );
    const answered = page.querySelector<HTMLFormElement>(
      `form.${CONTACT_FORM_CLASS}`,
    );
    return answered ? { form: answered } : null;
  } catch {
    return null;
  }
}

async function sendFromBrowser(form: HTMLFormElement): Promise<Answer | null> {
  // The mode is read here, not through STATIC_SITE: the bundler drops the sender (and the email
  // service's address) from the server's build only on a test it can settle in this module.
  if (import.meta.env.MODE !== "static" || !BROWSER_EMAIL_SERVICE) return null;
  const [
    { sendFromBrowser: send },
    { wordsIn },
    { isLanguage, DEFAULT_LANGUAGE },
  ] = await Promise.all([
    import("./send-from-browser"),
    import("~/words/wording"),
    import("~/words/language"),
  ]);
  const lang = document.documentElement.lang;
  const result = await send(
    new FormData(form),
    BROWSER_EMAIL_SERVICE,
    wordsIn(isLanguage(lang) ? lang : DEFAULT_LANGUAGE),
  );
  return {
    sent: result.outcome === "sent",
    notice: result.outcome === "invalid" ? "" : result.notice,
  };
}
