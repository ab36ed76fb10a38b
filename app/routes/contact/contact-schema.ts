import { z } from "zod";

import { CONTACT_FIELDS, HONEYPOT_FIELD } from "./contact-fields";
import type { ContactField } from "./contact-fields";
import { breaksLine, hasInvisibleCharacter } from "~/utils/control-characters";

// The contact form's one schema: the server's check is the truth, the browser's `required` and
// `type="email"` a first line. Each field reports its first problem only, in the order below.
const WHAT: Record<ContactField, string> = {
  name: "your name",
  email: "your email address",
  title: "the subject",
  message: "the message",
};

/** Trimmed, present, at most `max` characters (code points), and on one line unless `multiline`. */
function text(
  field: ContactField,
  missing: string,
  max: number,
  { multiline = false } = {},
) {
  return z
    .string()
    .trim()
    .min(1, missing)
    .refine(
      (value) => [...value].length <= max,
      `Please shorten ${WHAT[field]} to ${max.toLocaleString("en")} characters or fewer.`,
    )
    .refine(
      (value) => multiline || !breaksLine(value),
      // Line breaks in a one-line field come only from crafted requests and could add mail headers.
      `Please keep ${WHAT[field]} on one line.`,
    )
    .refine(
      (value) => multiline || !hasInvisibleCharacter(value),
      // Pasted from right-to-left text, say; in a mail's header it could disguise what follows.
      `Please remove the invisible characters, such as text-direction marks, from ${WHAT[field]}.`,
    );
}

export const contactSchema = z.object({
  name: text("name", "Please enter your name.", 100),
  email: text("email", "Please enter your email address.", 254).refine(
    isEmailAddress,
    "Please enter a valid email address, like name@example.com.",
  ),
  title: text("title", "Please enter a subject.", 150),
  message: text("message", "Please enter a message.", 5000, {
    multiline: true,
  }),
});

/** A checked message, trimmed, ready for the email service. */
export type ContactMessage = z.infer<typeof contactSchema>;

/** What the visitor typed, as typed: sent back so a failed attempt never loses their words. */
export type ContactValues = z.input<typeof contactSchema>;

export type ContactErrors = Partial<Record<ContactField, string>>;

/** The four fields as strings; anything else (a missing field, a file) reads as empty. */
export function readContactValues(formData: FormData): ContactValues {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => {
      const value = formData.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  ) as ContactValues;
}

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return value !== null && value !== "";
}

export function checkContact(
  values: ContactValues,
):
  { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors } {
  const result = contactSchema.safeParse(values);
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
