// How the contact page takes messages on a static host (npm run export), where no server keeps
// them: as the owner chose in app/content/contact.ts, and only in a way that can send. On the
// site's own server it is always the server's form.
import { contact } from "~/content/contact";
import type { StaticContact } from "~/content-rules/schema";
import type { EmailServiceIds } from "~/messages/email-service-form";
import { STATIC_SITE } from "~/utils/static-site";

/** The email service a visitor's browser sends to: its address and public identifiers. */
export type BrowserEmailService = Omit<EmailServiceIds, "privateKey"> & {
  origin: string;
};

/**
 * Given to `npm run export` as EMAILJS_ORIGIN, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and
 * EMAILJS_PUBLIC_KEY, and built into that build alone: public by the service's design.
 */
export const BROWSER_EMAIL_SERVICE: BrowserEmailService | null = STATIC_SITE
  ? JSON.parse(import.meta.env.VITE_BROWSER_EMAIL_SERVICE ?? "null")
  : null;

/**
 * "server" on the site's own server; on a static host, the owner's choice, or "none" where the
 * email service was chosen but not given.
 */
export const CONTACT_WAY: StaticContact | "server" = !STATIC_SITE
  ? "server"
  : contact.onStaticHost === "email-service" && !BROWSER_EMAIL_SERVICE
    ? "none"
    : contact.onStaticHost;
