import type { ContactErrors, ContactValues } from "./contact-schema";

// The two sentences a visitor is shown after sending, kept word for word.
export const SENT_NOTICE = "Message sent successfully!";
export const FAILED_NOTICE = "Failed to send the message. Please try again.";

export const TOO_LARGE_NOTICE =
  "Your message is too long to send. Please shorten it and try again.";

/** What the contact action answers; every failure sends back what the visitor typed, `values`. */
export type ContactActionData =
  | { outcome: "sent"; notice: string }
  | { outcome: "invalid"; errors: ContactErrors; values: ContactValues }
  | { outcome: "failed"; notice: string; values: ContactValues | null };

/** The sentence for a visitor who has sent too many messages, saying when to try again. */
export function rateLimitNotice(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait =
    seconds < 60
      ? plural(seconds, "second")
      : plural(Math.ceil(seconds / 60), "minute");
  return `You have sent several messages in a short time. Please try again in ${wait}.`;
}

function plural(count: number, unit: string) {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
