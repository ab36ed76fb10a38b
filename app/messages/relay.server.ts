// The relay: sends one kept message to the email service from our server, so the service's
// identifiers never reach the browser. It sends once and reports what happened; the delivery
// (outbox.server.ts) decides when to try again.
import { FormData, request } from "undici";

import type { EmailServiceSettings } from "~/utils/env.server";

import type { ContactMessage } from "./contact-message";
import { emailServiceFields, SEND_FORM_PATH } from "./email-service-form";

/**
 * A kept message: its id goes to the template as `message_id`, so a copy can be told apart, and
 * the language it was sent from as `language` (on a site in several languages).
 */
export type OutgoingMessage = ContactMessage & {
  id: string;
  language?: string | null;
};

/** As much of a failed answer's text as a log line can use; the rest is never read. */
const MAX_ANSWER_BYTES = 4 * 1024;

/**
 * What a failure asks of the delivery: `settings` and `quota` hold every message back (the
 * account refuses them all), `refused` marks this message as one the service will not take (for
 * what it holds), the rest hold back only this one for a while; after a `timeout` the service may
 * still have taken it.
 */
export type SendFailure =
  "settings" | "quota" | "refused" | "failure" | "timeout" | "network";

export type SendResult =
  | { ok: true }
  | {
      ok: false;
      failure: SendFailure;
      /** One line for the owner: the kind of failure, what happened and what to do. */
      cause: string;
    };

/** The message as the official SDK posts a form, with its id. */
function emailServiceForm(
  message: OutgoingMessage,
  service: EmailServiceSettings,
) {
  const form = new FormData();
  for (const [field, value] of emailServiceFields(message, service))
    form.append(field, value);
  return form;
}

/**
 * Sends one message, once, and never throws. What it reports holds the service's answer only:
 * the visitor's words stay out of every log.
 */
export async function sendContactMessage(
  message: OutgoingMessage,
  service: EmailServiceSettings,
): Promise<SendResult> {
  const signal = AbortSignal.timeout(service.timeoutMs);
  try {
    const response = await request(`${service.origin}${SEND_FORM_PATH}`, {
      method: "POST",
      body: emailServiceForm(message, service),
      signal,
      // A fresh connection: a pooled one the far end closed would fail a send for nothing.
      reset: true,
    });
    if (response.statusCode === 200) {
      // The status alone decides; whatever follows it cannot turn a sent message into a failure.
      response.body.dump().catch(() => {});
      return { ok: true };
    }
    const text = await readAtMost(response.body, MAX_ANSWER_BYTES);
    if (text === "OK") return { ok: true };
    const [failure, label, fix] =
      response.statusCode === 400 && !IDENTIFIERS_REFUSED.test(text)
        ? CONTENT_REFUSAL
        : (REFUSALS[response.statusCode] ?? OTHER_REFUSAL);
    const answer = `${response.statusCode} ${quote(text)}`;
    return failed(
      failure,
      label,
      `the email service answered ${answer}; ${fix}`,
    );
  } catch (error) {
    if (signal.aborted)
      return failed(
        "timeout",
        "timeout",
        `no answer from the email service within ${service.timeoutMs} ms; if it is often this slow, raise EMAILJS_TIMEOUT_MS`,
      );
    return failed(
      "network",
      "network",
      `the email service at ${service.origin} could not be reached (${describeError(error)}); check EMAILJS_ORIGIN and this server's access to the internet`,
    );
  }
}

const failed = (failure: SendFailure, label: string, why: string) =>
  ({ ok: false, failure, cause: `${label}: ${why}` }) as const;

// What the service's refusal most likely means, and what the owner can change.
const IDS = "EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY";
const NO_MESSAGES_LEFT = "the account's plan has no messages left this month";
const REFUSALS: Record<number, [SendFailure, label: string, fix: string]> = {
  400: ["settings", "identifiers refused", `check ${IDS}`],
  401: ["settings", "access refused", `check ${IDS} and EMAILJS_PRIVATE_KEY`],
  403: [
    "settings",
    "access refused",
    "allow API calls from non-browser applications in the EmailJS account's security settings, and check EMAILJS_PRIVATE_KEY",
  ],
  402: ["quota", "quota", NO_MESSAGES_LEFT],
  426: ["quota", "quota", NO_MESSAGES_LEFT],
  429: [
    "quota",
    "quota",
    "the account sent too many messages in a short time; they go out again later",
  ],
};
// The service answers 400 both when the account's identifiers are wrong ("The user_id parameter
// is required", "The template ID is invalid") and when it will not take one message for what it
// holds; only the first names an identifier, and only it is the account's.
const IDENTIFIERS_REFUSED =
  /(?:service|template|user)[ _]id|(?:public|private) key|access ?token/i;
const CONTENT_REFUSAL = [
  "refused",
  "message refused",
  "the service will not take this message for what it holds; the account and the other messages are not at fault, and it is not tried again unless npm run messages -- retry asks",
] as const;
const OTHER_REFUSAL = [
  "failure",
  "service failure",
  "the service failed on its side; the message goes out once it is back",
] as const;

/** The start of a body as text; the connection is dropped rather than the rest read. */
async function readAtMost(
  body: AsyncIterable<Buffer> & { destroy(): unknown },
  maxBytes: number,
): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= maxBytes) break;
  }
  // Breaking out of the loop ends the stream; destroying it makes sure its socket goes too.
  body.destroy();
  return Buffer.concat(chunks).subarray(0, maxBytes).toString("utf8");
}

/** The service's text on one line and short, so an odd answer cannot flood the log. */
function quote(text: string) {
  const line = text.replace(/\s+/g, " ").trim();
  return JSON.stringify(line.length > 300 ? `${line.slice(0, 300)}…` : line);
}

/** An error as Node names it: its code, then its message ("ECONNREFUSED connect …"). */
function describeError(error: unknown) {
  const { code, message } = error as NodeJS.ErrnoException;
  return code ? `${code} ${message}` : message;
}
