/**
 * The email service the browser tests give the site: the double from tests/mocks on the port
 * after the site's, and identifiers distinctive enough to search the served pages for.
 */
import type { Submission } from "../mocks/email-service.js";
import { E2E_PORT } from "./site-url";

export const EMAIL_DOUBLE_PORT = E2E_PORT + 1;
export const EMAIL_DOUBLE_ORIGIN = `http://127.0.0.1:${EMAIL_DOUBLE_PORT}`;

export const E2E_EMAIL_IDS = {
  EMAILJS_SERVICE_ID: "service_e2e_q7Kd2x",
  EMAILJS_TEMPLATE_ID: "template_e2e_Vn83pL",
  EMAILJS_PUBLIC_KEY: "public-e2e-Rt5Lm9cA",
  EMAILJS_PRIVATE_KEY: "private-e2e-Xw4Pz1sB",
};

export const E2E_EMAIL_ENV = {
  ...E2E_EMAIL_IDS,
  EMAILJS_ORIGIN: EMAIL_DOUBLE_ORIGIN,
  // Short, so the tests of a silent service finish quickly.
  EMAILJS_TIMEOUT_MS: "2000",
  // Every test comes from the same address; the limit itself is tested at unit level.
  CONTACT_RATE_LIMIT_MAX: "10000",
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: "60",
};

/** The messages the double has received with this subject, whatever it answered. */
export async function receivedTitled(title: string): Promise<Submission[]> {
  const response = await fetch(`${EMAIL_DOUBLE_ORIGIN}/__submissions`);
  const all = (await response.json()) as Submission[];
  return all.filter((submission) => submission.fields.title === title);
}

/** The messages the double has received whose subject contains `text`, whatever it answered. */
export async function receivedContaining(text: string): Promise<Submission[]> {
  const response = await fetch(`${EMAIL_DOUBLE_ORIGIN}/__submissions`);
  const all = (await response.json()) as Submission[];
  return all.filter((submission) => submission.fields.title?.includes(text));
}

/** How the double answers the messages marked "[double:switch=name]" from now on. */
export async function setSwitch(name: string, answer: string) {
  const response = await fetch(`${EMAIL_DOUBLE_ORIGIN}/__switches/${name}`, {
    method: "PUT",
    body: answer,
  });
  if (response.status !== 204)
    throw new Error(`The double took no switch ${name}=${answer}`);
}
