// On a static host with the email service, the visitor's browser sends the message itself, as the
// service's SDK does (the same fields, in the same order), and answers as the server's form does,
// with the same two alerts, in the page's language. Loaded only there, when a visitor sends.
import { CONTACT_FIELDS, HONEYPOT_FIELD } from "~/messages/contact-message";
import type { ContactMessage } from "~/messages/contact-message";
import {
  emailServiceFields,
  SEND_FORM_PATH,
} from "~/messages/email-service-form";
import type { Wording } from "~/words/wording";

import type { ContactActionData } from "./contact-outcome";
import type { BrowserEmailService } from "./static-contact";

/** How long a visitor waits for the service before they are told it failed. */
const TIMEOUT_MS = 15_000;

export async function sendFromBrowser(
  form: FormData,
  service: BrowserEmailService,
  { lang, words }: Wording,
): Promise<ContactActionData> {
  const { sent: sentNotice, failed } = words.contact;
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  ) as ContactMessage;
  // A bot is told what a person would be told, and nothing is sent.
  if (form.get(HONEYPOT_FIELD)) return { outcome: "sent", notice: sentNotice };
  const body = new FormData();
  for (const [field, value] of emailServiceFields(
    { ...values, language: lang },
    service,
  ))
    body.append(field, value);
  const sent = await fetch(`${service.origin}${SEND_FORM_PATH}`, {
    method: "POST",
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).then(
    (answer) => answer.ok,
    () => false,
  );
  return sent
    ? { outcome: "sent", notice: sentNotice }
    : { outcome: "failed", notice: failed, values };
}
