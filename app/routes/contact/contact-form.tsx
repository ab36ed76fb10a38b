import {
  Form,
  useActionData,
  useFormAction,
  useNavigation,
} from "react-router";
import { useEffect, useRef, useState } from "react";

import { FormField } from "./form-field";
import type { ContactActionData } from "./contact-outcome";
import { CONTACT_FIELDS, HONEYPOT_FIELD } from "./contact-fields";

/** The Let's Talk form: it works without JavaScript; with it, answers come as alerts in place. */
export function ContactForm() {
  const result = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const formAction = useFormAction();
  const sending =
    navigation.state !== "idle" && navigation.formAction === formAction;
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
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
      {/* Only bots fill this in: off-screen, out of the tab order, hidden from assistive tech. */}
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
