// How a Netlify Forms host knows the contact form, and the page it shows once it has a message.
export const NETLIFY_FORM_NAME = "contact";
export const NETLIFY_SENT_PATH = "/contact/sent";
