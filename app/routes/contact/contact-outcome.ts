import type { ContactMessage } from "~/messages/contact-message";
import type { Wording } from "~/words/wording";

import type { ContactErrors } from "./contact-schema";

/** What the contact action answers; every failure sends back what the visitor typed, `values`. */
export type ContactActionData =
  | { outcome: "sent"; notice: string }
  | { outcome: "invalid"; errors: ContactErrors; values: ContactMessage }
  | { outcome: "failed"; notice: string; values: ContactMessage | null };

/** The sentence for a visitor who has sent too many messages, saying when to try again. */
export function rateLimitNotice(
  retryAfterSeconds: number,
  { words, count }: Wording,
): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return seconds < 60
    ? count(words.contact.waitSeconds, seconds)
    : count(words.contact.waitMinutes, Math.ceil(seconds / 60));
}
