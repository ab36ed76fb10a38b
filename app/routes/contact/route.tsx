import { data } from "react-router";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  MetaFunction,
} from "react-router";

import { PageHeader } from "~/components/page-header";
import { siteContext } from "~/load-context";
import type { ContactMessage } from "~/messages/contact-message";
import { pageAt } from "~/pages";
import { FORM_TYPES, readFormBody } from "~/utils/read-form-body.server";
import { pageMeta } from "~/seo/seo";
import { languageOfRequest } from "~/words/language";
import { Say } from "~/words/say";
import { useWords } from "~/words/use-words";
import type { Wording } from "~/words/wording";
import { wordsIn } from "~/words/wording";

import { ContactForm, NetlifyContactForm } from "./contact-form";
import { rateLimitNotice } from "./contact-outcome";
import type { ContactActionData } from "./contact-outcome";
import {
  checkContact,
  isHoneypotFilled,
  readContactValues,
} from "./contact-schema";
import { ownerEmail } from "./owner-email";
import { SocialLinks } from "./social-links";
import { CONTACT_WAY } from "./static-contact";

const answer = (value: ContactActionData, init?: ResponseInit) =>
  data<ContactActionData>(value, init);

const tooMany = (
  values: ContactMessage,
  retryAfterSeconds: number,
  wording: Wording,
) =>
  answer(
    {
      outcome: "failed",
      notice: rateLimitNotice(retryAfterSeconds, wording),
      values,
    },
    { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
  );

/**
 * Reads the form, screens out bots, checks it and keeps it: once kept, the message has reached
 * the owner, whether the email service takes it now or later (docs/decisions/020). Every attempt
 * counts against a generous limit; only a kept message counts against the strict one, so a
 * visitor whose message could not be kept is never told "too many" for it.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { clientKey, contactLimit, contactAttemptLimit, keepMessage } =
    context.get(siteContext);
  // The answer is in the language of the page the form was sent from.
  const wording = wordsIn(languageOfRequest(request));
  const { sent, failed, tooLarge, unreadable } = wording.words.contact;
  const body = await readFormBody(request);
  if (!body.ok)
    // Not the failure's "try again": the same post would fail the same way.
    return answer(
      {
        outcome: "failed",
        notice: body.status === 413 ? tooLarge : unreadable,
        values: null,
      },
      {
        status: body.status,
        headers:
          body.status === 415 ? { "Accept-Post": FORM_TYPES.join(", ") } : {},
      },
    );
  const values = readContactValues(body.formData);
  const attempt = await contactAttemptLimit.consume(clientKey);
  if (!attempt.allowed)
    return tooMany(values, attempt.retryAfterSeconds, wording);

  // A bot is told what a person would be told, so it learns nothing; nothing is sent.
  if (isHoneypotFilled(body.formData))
    return answer({ outcome: "sent", notice: sent });

  const checked = checkContact(values, wording);
  if (!checked.ok)
    return answer(
      { outcome: "invalid", errors: checked.errors, values },
      { status: 400 },
    );

  // Counted before keeping, so two at once cannot both take the last place; given back if unkept.
  const message = await contactLimit.consume(clientKey);
  if (!message.allowed)
    return tooMany(values, message.retryAfterSeconds, wording);
  if (await keepMessage({ ...checked.message, language: wording.lang }))
    return answer({ outcome: "sent", notice: sent });
  await contactLimit.refund(clientKey);
  return answer({ outcome: "failed", notice: failed, values }, { status: 503 });
}

/** The answer to a form carries the action's own headers: Retry-After, past a limit. */
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: MetaFunction = (args) => pageMeta("/contact", args);

export default function Contact() {
  const wording = useWords();
  return (
    <section className="page">
      <PageHeader {...pageAt("/contact", wording)} />
      <div className="contact-grid">
        <div>
          <h2 className="contact-heading">{wording.words.contact.letsTalk}</h2>
          <SocialLinks />
        </div>
        {CONTACT_WAY === "netlify" ? (
          <NetlifyContactForm />
        ) : CONTACT_WAY === "none" ? (
          <EmailInstead />
        ) : (
          <>
            <ContactForm sentByBrowser={CONTACT_WAY === "email-service"} />
            {CONTACT_WAY === "email-service" ? (
              // The browser sends the form: without scripts, the page offers the email instead.
              <noscript>
                <EmailInstead />
              </noscript>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}

/** Where no form can send: the owner's email, beside their links. */
export function EmailInstead() {
  const email = ownerEmail();
  const { contact } = useWords().words;
  return (
    <p className="contact-elsewhere">
      {email ? (
        <Say
          sentence={contact.emailInstead}
          values={{ email: <a href={`mailto:${email}`}>{email}</a> }}
        />
      ) : (
        contact.linksInstead
      )}
    </p>
  );
}
