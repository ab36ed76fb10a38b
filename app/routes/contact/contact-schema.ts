import { z } from "zod";

import {
  breaksLine,
  hasControlInText,
  hasInvisibleCharacter,
} from "~/utils/control-characters";
import { CONTACT_FIELDS, HONEYPOT_FIELD } from "~/messages/contact-message";
import type { ContactField, ContactMessage } from "~/messages/contact-message";
import type { Wording } from "~/words/wording";
import type { Words } from "~/words/words";

// The contact form's one schema, which says what is wrong in the visitor's language: the server's
// check is the truth, the browser's `required` and `type="email"` a first line. Each field
// reports its first problem only, in the order below.
type Errors = Words["contact"]["errors"];

/** Trimmed, present, and at most `max` characters (code points). */
function text(
  errors: Pick<Errors["message"], "missing" | "tooLong">,
  max: number,
  { fill }: Wording,
) {
  return z
    .string()
    .trim()
    .min(1, errors.missing)
    .refine((value) => [...value].length <= max, fill(errors.tooLong, { max }));
}

/** The same, on one line. */
function oneLine(errors: Errors["name"], max: number, wording: Wording) {
  return (
    text(errors, max, wording)
      // Line breaks in a one-line field come only from crafted requests and could add mail headers.
      .refine((value) => !breaksLine(value), errors.oneLine)
      // Pasted from right-to-left text, say; in a mail's header it could disguise what follows.
      .refine((value) => !hasInvisibleCharacter(value), errors.invisible)
  );
}

/** The contact form's schema, its errors in the wording's language. */
export function contactSchema(wording: Wording) {
  const errors = wording.words.contact.errors;
  // Each of the message's fields, and nothing else.
  return z.object({
    name: oneLine(errors.name, 100, wording),
    email: oneLine(errors.email, 254, wording).refine(
      isEmailAddress,
      errors.email.invalid,
    ),
    title: oneLine(errors.title, 150, wording),
    // Kept and delivered as typed, byte for byte, in either store: so no control character a
    // store cannot keep (NUL) or a terminal would obey; a pasted text never holds one.
    message: text(errors.message, 5000, wording).refine(
      (value) => !hasControlInText(value),
      errors.message.control,
    ),
  } satisfies Record<ContactField, z.ZodType<string>>);
}

export type ContactErrors = Partial<Record<ContactField, string>>;

/** The four fields as strings; anything else (a missing field, a file) reads as empty. */
export function readContactValues(formData: FormData): ContactMessage {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = formData.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as ContactMessage;
}

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return value !== null && value !== "";
}

/** The message, checked; what is wrong is said in the wording's language. */
export function checkContact(
  values: ContactMessage,
  wording: Wording,
):
  { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors } {
  const result = contactSchema(wording).safeParse(values);
  if (result.success) return { ok: true, message: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues)
    errors[issue.path[0] as ContactField] ??= issue.message;
  return { ok: false, errors };
}

/** What the email field takes (local part ≤ 64) that mail can reach: the domain has a dot. */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf("@");
  return (
    z.regexes.html5Email.test(value) && at <= 64 && value.includes(".", at)
  );
}
