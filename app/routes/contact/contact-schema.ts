import { z } from "zod";

import { CONTACT_FIELDS, HONEYPOT_FIELD } from "./contact-fields";
import type { ContactField } from "./contact-fields";
import { hasControlCharacter } from "~/utils/control-characters";

/**
 * The contact form's one schema: its fields, their limits and how a submission is checked. The
 * server's check is the truth; the browser's `required` and `type="email"` are a first line.
 * Each field reports its first problem only, in the order the checks are listed.
 */
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
    .min(1, { error: missing, abort: true })
    .refine((value) => [...value].length <= max, {
      error: `Please shorten ${WHAT[field]} to ${max.toLocaleString("en")} characters or fewer.`,
      abort: true,
    })
    .refine((value) => multiline || !hasControlCharacter(value), {
      // Line breaks in a one-line field can only come from a crafted request, and could be
      // used to add mail headers downstream.
      error: `Please keep ${WHAT[field]} on one line.`,
      abort: true,
    });
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
  const read = (field: ContactField) => {
    const value = formData.get(field);
    return typeof value === "string" ? value : "";
  };
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, read(field)]),
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
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * The address shapes the browser's email field accepts, less the ones mail cannot reach from
 * the internet: the domain needs at least one dot (name@localhost is refused).
 */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf("@");
  if (at < 1) return false;
  const labels = value.slice(at + 1).split(".");
  return (
    LOCAL_PART.test(value.slice(0, at)) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label))
  );
}
