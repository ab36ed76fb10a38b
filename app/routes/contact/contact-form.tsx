import {
  Form,
  useActionData,
  useFormAction,
  useNavigation,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

import { FormField } from "./form-field";
import type { ContactActionData } from "./contact-outcome";
import { CONTACT_FIELDS, HONEYPOT_FIELD } from "./contact-fields";

/**
 * The Let's Talk form. It posts to the contact route's action and works without JavaScript; with
 * it, the answer comes as a browser alert and the page stays put.
 */
export function ContactForm() {
  const result = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const formAction = useFormAction();
  const sending =
    navigation.state !== "idle" && navigation.formAction === formAction;
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The answer the page was rendered with (a submit without JavaScript) needs no alert;
  // only answers that arrive while the page is running get one.
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

  const field = (name: (typeof CONTACT_FIELDS)[number]) => ({
    id: `contact-${name}`,
    name,
    error: errors[name],
    defaultValue: values?.[name] ?? "",
    // Without JavaScript the page comes back from the server: the browser focuses this.
    autoFocus: name === firstInvalid,
  });

  return (
    <Form method="post" className="contact-form" ref={formRef}>
      <FormField label="Name" autoComplete="name" {...field("name")} />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        {...field("email")}
      />
      <FormField label="Subject" {...field("title")} />
      <FormField label="Message" rows={5} {...field("message")} />
      {/* Only bots fill this in: it is off-screen, out of the tab order and hidden from
          assistive technology, so no person meets it. */}
      <div className="contact-trap" aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input
          id="contact-website"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <button
        ref={submitRef}
        type="submit"
        className="button"
        disabled={sending}
      >
        {sending ? "Sending…" : "Send Message"}
      </button>
      {result && result.outcome !== "invalid" ? (
        <p
          className="form-notice"
          data-outcome={result.outcome}
          // Announced as a status or alert when the server rendered it; an answer that came
          // while the page was running was already read out in the alert dialog. Without
          // JavaScript the answer is a new page, opened at its top: on a phone this notice
          // would be a screen or two below. Focus brings it into view, and a screen reader
          // reads it, which a live region on a freshly loaded page does not do.
          {...(result === renderedWith
            ? {
                role: result.outcome === "sent" ? "status" : "alert",
                tabIndex: -1,
                autoFocus: true,
              }
            : {})}
        >
          {result.notice}
        </p>
      ) : null}
    </Form>
  );
}
