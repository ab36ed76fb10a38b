// What happens when the contact form is posted: read, limit, screen out bots, check, relay.
import { json } from "@remix-run/node";

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
import type { RateLimit } from "~/load-context";

import { sendContactMessage } from "./relay.server";
import { getEnv } from "~/utils/env.server";
import { readFormBody } from "~/utils/read-form-body.server";

const answer = (data: ContactActionData, init?: ResponseInit) =>
  json<ContactActionData>(data, init);

export async function handleContactSubmission(
  request: Request,
  { clientKey, contactLimit }: { clientKey: string; contactLimit: RateLimit },
) {
  const body = await readFormBody(request);
  if (!body.ok) {
    const notice = body.status === 413 ? TOO_LARGE_NOTICE : FAILED_NOTICE;
    return answer(
      { outcome: "failed", notice, values: null },
      { status: body.status },
    );
  }
  const values = readContactValues(body.formData);

  // Every readable submission counts, valid or not, so a flood is stopped before any work.
  const limit = await contactLimit.consume(clientKey);
  if (!limit.allowed)
    return answer(
      {
        outcome: "failed",
        notice: rateLimitNotice(limit.retryAfterSeconds),
        values,
      },
      {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      },
    );

  // A bot is told what a person would be told, so it learns nothing; nothing is sent.
  if (isHoneypotFilled(body.formData))
    return answer({ outcome: "sent", notice: SENT_NOTICE });

  const checked = checkContact(values);
  if (!checked.ok)
    return answer(
      { outcome: "invalid", errors: checked.errors, values },
      { status: 400 },
    );

  const sent = await sendContactMessage(checked.message, getEnv().emailService);
  if (sent.ok) return answer({ outcome: "sent", notice: SENT_NOTICE });
  return answer(
    { outcome: "failed", notice: FAILED_NOTICE, values },
    { status: sent.reason === "not-configured" ? 503 : 502 },
  );
}
