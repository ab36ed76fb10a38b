// How the contact form's page marks the form for the scripts that answer it: the class they find
// it by, and the attribute of a form the browser sends itself (a static host's). The page, the
// script that starts on it and the one that answers in place all import this; it imports nothing.

/** The contact form the page's script answers in place. */
export const CONTACT_FORM_CLASS = "contact-form";

/** A form the browser sends to the email service itself: its `data-` attribute, and its key in `dataset`. */
export const SENT_BY_BROWSER_ATTRIBUTE = "sent-by-browser";
export const SENT_BY_BROWSER = "sentByBrowser";
