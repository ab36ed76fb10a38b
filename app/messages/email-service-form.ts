// What the email service's official browser SDK posts for a contact form (`sendForm`), field by
// field: the server's relay sends it so, and on a static host the visitor's browser does.
import type { EmailServiceSettings } from "~/utils/env.server";
import { LANGUAGES } from "~/words/language";

import type { ContactMessage } from "./contact-message";

/** Where the service takes a form. */
export const SEND_FORM_PATH = "/api/v1.0/email/send-form";

/** The SDK version whose request is reproduced. */
const EMAILJS_LIB_VERSION = "3.2.0";

/** The account's identifiers; all but the private key are public by the service's design. */
export type EmailServiceIds = Omit<
  EmailServiceSettings,
  "origin" | "timeoutMs"
>;

/**
 * The SDK's fields in its order, the message's id (`message_id`) among them when it has one,
 * and, on a site in several languages, the code of the language of the page it was sent from
 * (`language`): the owner's template may say it, and the owner answer in it.
 */
export function emailServiceFields(
  {
    name,
    email,
    title,
    message,
    id,
    language,
  }: ContactMessage & { id?: string; language?: string | null },
  ids: EmailServiceIds,
): Array<[string, string]> {
  return Object.entries({
    name,
    email,
    title,
    message,
    message_id: id,
    language: LANGUAGES.length > 1 ? language : undefined,
    lib_version: EMAILJS_LIB_VERSION,
    service_id: ids.serviceId,
    template_id: ids.templateId,
    user_id: ids.publicKey,
    accessToken: ids.privateKey,
  }).filter((entry): entry is [string, string] => Boolean(entry[1]));
}
