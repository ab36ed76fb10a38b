import type { Contact } from "~/content-rules/schema";

// How visitors reach you when the site is exported for a static host (`npm run export`), where no
// server keeps their messages. On the site's own server every message is kept and sent to you by
// it, whatever this says. `onStaticHost` is one of:
//   "email-service": the form sends straight from the visitor's browser to the email service
//     (EmailJS), with the EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY you give
//     `npm run export`; a visitor without JavaScript is offered your email and links instead.
//   "netlify": Netlify Forms, for a site Netlify hosts; it works without JavaScript too.
//   "none": no form; your email (a mailto: link in social.ts, or the Email of your Personal
//     Information) and your links.
export const contact = {
  onStaticHost: "email-service",
} satisfies Contact;
