import { hasControlCharacter } from "./control-characters";

/**
 * The contact form's one schema: its fields, their limits and how a submission is checked. The
 * server's check is the truth; the browser's `required` and `type="email"` are a first line.
 */
export const CONTACT_FIELDS = ["name", "email", "title", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What the visitor typed, as typed: sent back so a failed attempt never loses their words. */
export type ContactValues = Record<ContactField, string>;

/** A checked message, trimmed, ready for the email service. */
export type ContactMessage = Record<ContactField, string>;

export type ContactErrors = Partial<Record<ContactField, string>>;

/** Longest accepted value of each field, counted in characters (code points). */
export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  name: 100,
  email: 254,
  title: 150,
  message: 5000,
};

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";

const MISSING: Record<ContactField, string> = {
  name: "Please enter your name.",
  email: "Please enter your email address.",
  title: "Please enter a subject.",
  message: "Please enter a message.",
};

const WHAT: Record<ContactField, string> = {
  name: "your name",
  email: "your email address",
  title: "the subject",
  message: "the message",
};

/** The four fields as strings; anything else (a missing field, a file) reads as empty. */
export function readContactValues(formData: FormData): ContactValues {
  const read = (field: ContactField) => {
    const value = formData.get(field);
    return typeof value === "string" ? value : "";
  };
  return {
    name: read("name"),
    email: read("email"),
    title: read("title"),
    message: read("message"),
  };
}

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return value !== null && value !== "";
}

export function checkContact(
  values: ContactValues,
):
  { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors } {
  const message = { ...values };
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    message[field] = value;
    const error = fieldError(field, value);
    if (error) errors[field] = error;
  }
  return Object.keys(errors).length
    ? { ok: false, errors }
    : { ok: true, message };
}

function fieldError(field: ContactField, value: string): string | undefined {
  if (!value) return MISSING[field];
  const max = CONTACT_MAX_LENGTH[field];
  if ([...value].length > max)
    return `Please shorten ${WHAT[field]} to ${max.toLocaleString("en")} characters or fewer.`;
  // Line breaks or other control characters in a one-line field can only come from a crafted
  // request, and could be used to add mail headers downstream.
  if (field !== "message" && hasControlCharacter(value))
    return `Please keep ${WHAT[field]} on one line.`;
  if (field === "email" && !isEmailAddress(value))
    return "Please enter a valid email address, like name@example.com.";
  return undefined;
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
