import { data } from "react-router";
import type {
  ActionFunctionArgs,
  HeadersFunction,
  MetaFunction,
} from "react-router";

import { PageHeader } from "~/components/page-header";
import { siteContext } from "~/load-context";
import { pageAt } from "~/pages";
import { readFormBody } from "~/utils/read-form-body.server";
import { pageMeta } from "~/utils/seo";

import { ContactForm } from "./contact-form";
import {
  FAILED_NOTICE,
  SENT_NOTICE,
  TOO_LARGE_NOTICE,
  rateLimitNotice,
} from "./contact-outcome";
import type { ContactActionData } from "./contact-outcome";
import {
  checkContact,
  isHoneypotFilled,
  readContactValues,
} from "./contact-schema";
import type { ContactValues } from "./contact-schema";
import { SocialLinks } from "./social-links";

const answer = (value: ContactActionData, init?: ResponseInit) =>
  data<ContactActionData>(value, init);

const tooMany = (values: ContactValues, retryAfterSeconds: number) =>
  answer(
    { outcome: "failed", notice: rateLimitNotice(retryAfterSeconds), values },
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
  const body = await readFormBody(request);
  if (!body.ok) {
    const notice = body.status === 413 ? TOO_LARGE_NOTICE : FAILED_NOTICE;
    return answer(
      { outcome: "failed", notice, values: null },
      { status: body.status },
    );
  }
  const values = readContactValues(body.formData);
  const attempt = await contactAttemptLimit.consume(clientKey);
  if (!attempt.allowed) return tooMany(values, attempt.retryAfterSeconds);

  // A bot is told what a person would be told, so it learns nothing; nothing is sent.
  if (isHoneypotFilled(body.formData))
    return answer({ outcome: "sent", notice: SENT_NOTICE });

  const checked = checkContact(values);
  if (!checked.ok)
    return answer(
      { outcome: "invalid", errors: checked.errors, values },
      { status: 400 },
    );

  // Counted before keeping, so two at once cannot both take the last place; given back if unkept.
  const message = await contactLimit.consume(clientKey);
  if (!message.allowed) return tooMany(values, message.retryAfterSeconds);
  if (await keepMessage(checked.message))
    return answer({ outcome: "sent", notice: SENT_NOTICE });
  await contactLimit.refund(clientKey);
  return answer(
    { outcome: "failed", notice: FAILED_NOTICE, values },
    { status: 503 },
  );
}

/** The answer to a form carries the action's own headers: Retry-After, past a limit. */
export const headers: HeadersFunction = ({ actionHeaders }) => actionHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta("/contact", matches);

export default function Contact() {
  return (
    <section className="page">
      <PageHeader {...pageAt("/contact")} />
      <div className="contact-grid">
        <div>
          <h2 className="contact-heading">Let&apos;s Talk</h2>
          <SocialLinks />
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
