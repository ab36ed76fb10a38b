import { Form, useActionData } from "react-router";

import { CONTACT_FIELDS, HONEYPOT_FIELD } from "~/messages/contact-message";
import type { ContactField } from "~/messages/contact-message";
import { sitePath } from "~/utils/site-path";
import { LANGUAGES } from "~/words/language";
import { useWords } from "~/words/use-words";

import { FormField } from "./form-field";
import type { ContactActionData } from "./contact-outcome";
import { CONTACT_FORM_CLASS, SENT_BY_BROWSER_ATTRIBUTE } from "./form-marks";
import { NETLIFY_FORM_NAME, NETLIFY_SENT_PATH } from "./netlify";

/**
 * The Let's Talk form: it works without JavaScript, answered with a page; once the visitor starts
 * on it, the page's script answers it with alerts in place (contact-start.ts). On a static host
 * whose form the browser sends (`sentByBrowser`), it shows once that script runs.
 */
export function ContactForm({ sentByBrowser = false }) {
  const result = useActionData<ContactActionData>();
  const { contact } = useWords().words;
  const values = result && "values" in result ? result.values : null;
  const errors = result?.outcome === "invalid" ? result.errors : {};
  const firstInvalid = CONTACT_FIELDS.find((field) => errors[field]);

  const field = (name: ContactField) => ({
    error: errors[name],
    defaultValue: values?.[name] ?? "",
    // The page comes back from the server: the browser focuses this.
    autoFocus: name === firstInvalid,
  });

  return (
    <Form
      method="post"
      className={CONTACT_FORM_CLASS}
      hidden={sentByBrowser}
      data-answer-in-place=""
      data-sending={contact.sending}
      data-failed={contact.failed}
      {...(sentByBrowser && { [`data-${SENT_BY_BROWSER_ATTRIBUTE}`]: "" })}
    >
      <ContactFields field={field} />
      <button type="submit" className="button">
        {contact.send}
      </button>
      {result && result.outcome !== "invalid" ? (
        <p
          className="form-notice"
          data-outcome={result.outcome}
          // The page opens at its top: focus brings the notice into view and has a screen reader
          // read it, which a live region on a fresh page does not do.
          role={result.outcome === "sent" ? "status" : "alert"}
          tabIndex={-1}
          autoFocus
        >
          {result.notice}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * On a Netlify Forms host: a plain form Netlify finds in the page and takes, with or without
 * JavaScript, then shows the site's own page saying it was sent.
 */
export function NetlifyContactForm() {
  const { lang, words, path } = useWords();
  const { contact } = words;
  return (
    <form
      method="post"
      name={NETLIFY_FORM_NAME}
      action={sitePath(path(NETLIFY_SENT_PATH))}
      className={CONTACT_FORM_CLASS}
      data-netlify="true"
      netlify-honeypot={HONEYPOT_FIELD}
    >
      <input type="hidden" name="form-name" value={NETLIFY_FORM_NAME} />
      {/* Which language the visitor wrote from, for the owner: once the site has several. */}
      {LANGUAGES.length > 1 ? (
        <input type="hidden" name="language" value={lang} />
      ) : null}
      <ContactFields field={() => ({ defaultValue: "" })} />
      <button type="submit" className="button">
        {contact.send}
      </button>
    </form>
  );
}

/** The four fields, and the one only bots fill in. */
function ContactFields({
  field,
}: {
  field: (name: ContactField) => {
    error?: string;
    defaultValue: string;
    autoFocus?: boolean;
  };
}) {
  const { contact } = useWords().words;
  const props = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    label: contact.fields[name],
    ...field(name),
  });
  return (
    <>
      <FormField autoComplete="name" {...props("name")} />
      <FormField type="email" autoComplete="email" {...props("email")} />
      <FormField {...props("title")} />
      <FormField rows={5} {...props("message")} />
      {/* Only bots fill this in: off-screen, out of the tab order, hidden from assistive tech. */}
      <div className="contact-trap" aria-hidden="true">
        <label htmlFor="contact-website">{contact.trap}</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
