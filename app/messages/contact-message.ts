// A contact message's fields, named once for all that carries one: the form and its check
// (routes/contact), the browser's own sender on a static host, the message store and the relay to
// the email service. A leaf: it imports nothing, and the route and app/messages import it.

export const CONTACT_FIELDS = ["name", "email", "title", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A message's fields: as typed in the form, or once checked, trimmed. */
export type ContactMessage = Record<ContactField, string>;

/** The form's hidden field only bots fill in; never part of a message. */
export const HONEYPOT_FIELD = "website";
