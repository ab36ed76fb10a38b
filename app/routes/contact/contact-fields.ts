// The contact form's field names, shared by the form in the browser and the schema on the
// server (which stays on the server: its validation library is not sent to browsers).

export const CONTACT_FIELDS = ["name", "email", "title", "message"] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";
