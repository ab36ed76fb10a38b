import {
  Form,
  useActionData,
  useFormAction,
  useNavigation,
} from "react-router";
import { useEffect, useRef, useState } from "react";

import { sitePath } from "~/utils/site-path";
import { useRunning } from "~/utils/use-running";
import { LANGUAGES } from "~/words/language";
import { useWords } from "~/words/use-words";

import { FormField } from "./form-field";
import type { ContactActionData } from "./contact-outcome";
import { CONTACT_FIELDS, HONEYPOT_FIELD } from "./contact-fields";
import type { ContactField } from "./contact-fields";
import { NETLIFY_FORM_NAME, NETLIFY_SENT_PATH } from "./netlify";

/**
 * The Let's Talk form: it works without JavaScript; with it, answers come as alerts in place. On a
 * static host whose form the browser sends (`sentByBrowser`), it shows once scripts run.
 */
export function ContactForm({ sentByBrowser = false }) {
  const result = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const formAction = useFormAction();
  const sending =
    navigation.state !== "idle" && navigation.formAction === formAction;
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const { contact } = useWords().words;
  // Only answers that arrive while the page runs get an alert, not one it was rendered with.
  const [renderedWith] = useState(result);
  const values = result && "values" in result ? result.values : null;
  const errors = result?.outcome === "invalid" ? result.errors : {};
  const firstInvalid = CONTACT_FIELDS.find((field) => errors[field]);

  useEffect(() => {
    if (!result || result === renderedWith) return;
    if (result.outcome === "invalid") {
      formRef.current
        ?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)
        ?.focus();
      return;
    }
    window.alert(result.notice);
    if (result.outcome === "sent") formRef.current?.reset();
    submitRef.current?.focus();
  }, [result, renderedWith, firstInvalid]);

  const field = (name: ContactField) => ({
    error: errors[name],
    defaultValue: values?.[name] ?? "",
    // Without JavaScript the page comes back from the server: the browser focuses this.
    autoFocus: name === firstInvalid,
  });
  const running = useRunning();

  return (
    <Form
      method="post"
      className="contact-form"
      ref={formRef}
      hidden={sentByBrowser && !running}
    >
      <ContactFields field={field} />
      <button
        ref={submitRef}
        type="submit"
        className="button"
        disabled={sending}
      >
        {sending ? contact.sending : contact.send}
      </button>
      {result && result.outcome !== "invalid" ? (
        <p
          className="form-notice"
          data-outcome={result.outcome}
          // Only a notice the server rendered is announced and focused (later answers were read
          // out in the alert): that page opens at its top, and focus brings the notice into view
          // and has a screen reader read it, which a live region on a fresh page does not do.
          {...(result === renderedWith && {
            role: result.outcome === "sent" ? "status" : "alert",
            tabIndex: -1,
            autoFocus: true,
          })}
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
      className="contact-form"
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
