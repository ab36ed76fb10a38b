// @vitest-environment node
// The relay against a real HTTP server standing in for the email service, for every kind of
// answer: success, refusal, silence and a reset connection.
import {
  FLOOD_BYTES,
  startEmailService,
} from "../../tests/mocks/email-service.js";
import { eventually } from "../../tests/support/eventually";
import type { EmailServiceSettings } from "~/utils/env.server";
import type { OutgoingMessage } from "./relay.server";
import { sendContactMessage } from "./relay.server";

// What a site in one language does, whatever languages the owner lists.
vi.mock("~/content/languages", async (original) =>
  (await import("../../tests/support/first-language-only")).firstLanguageOnly(
    await original(),
  ),
);

let double: Awaited<ReturnType<typeof startEmailService>>;

beforeAll(async () => {
  double = await startEmailService();
});

afterAll(() => double.close());

beforeEach(() => {
  double.submissions.length = 0;
});

const service = (
  overrides: Partial<EmailServiceSettings> = {},
): EmailServiceSettings => ({
  origin: double.origin,
  serviceId: "service_unit",
  templateId: "template_unit",
  publicKey: "public-unit-key",
  // Far beyond what the double's answer takes, even on a busy machine: only a test of no answer,
  // with a limit of its own, ever sees a timeout.
  timeoutMs: 10_000,
  ...overrides,
});

/** A message whose subject tells the double how to answer, "[double:503]" say. */
const message = (answer?: string): OutgoingMessage => ({
  id: "5b0c3f9e-0d1a-4c56-9e8f-2a7b6c5d4e3f",
  name: "Ann Example",
  email: "ann@example.com",
  title: answer ? `Hello [double:${answer}]` : "Hello",
  message: "A private note from Ann.",
  // The site is in one language: the service is not told it.
  language: "en",
});

/** What a failure reports goes to the owner's log: nothing the visitor wrote may be in it. */
function expectNothingPersonal(cause: string) {
  expect(cause).not.toContain("Ann");
  expect(cause).not.toContain("ann@example.com");
  expect(cause).not.toContain("private note");
}

/** The failure a send reports, checked to hold nothing personal. */
async function failure(sending: Promise<unknown>) {
  const result = (await sending) as {
    ok: false;
    failure: string;
    cause: string;
  };
  expect(result.ok).toBe(false);
  expectNothingPersonal(result.cause);
  return result;
}

test("200 OK is success, and the service receives every field once, with the message's id", async () => {
  await expect(sendContactMessage(message(), service())).resolves.toEqual({
    ok: true,
  });
  expect(double.submissions).toHaveLength(1);
  expect(double.submissions[0]!.parts).toEqual([
    { name: "name", value: "Ann Example" },
    { name: "email", value: "ann@example.com" },
    { name: "title", value: "Hello" },
    { name: "message", value: "A private note from Ann." },
    { name: "message_id", value: "5b0c3f9e-0d1a-4c56-9e8f-2a7b6c5d4e3f" },
    { name: "lib_version", value: "3.2.0" },
    { name: "service_id", value: "service_unit" },
    { name: "template_id", value: "template_unit" },
    { name: "user_id", value: "public-unit-key" },
  ]);
});

test("200 with any other text is still success", async () => {
  await expect(
    sendContactMessage(message("200:Accepted"), service()),
  ).resolves.toEqual({ ok: true });
});

test('a text of "OK" is success whatever the status, as in the SDK', async () => {
  await expect(
    sendContactMessage(message("202:OK"), service()),
  ).resolves.toEqual({ ok: true });
});

test("a refusal of the account's settings or quota says so, with its cause and the setting to look at", async () => {
  for (const [answer, kind, cause] of [
    [
      "400:The template ID is invalid",
      "settings",
      'identifiers refused: the email service answered 400 "The template ID is invalid"; check EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY',
    ],
    [
      "403:API calls are disabled for non-browser applications",
      "settings",
      'access refused: the email service answered 403 "API calls are disabled for non-browser applications"; allow API calls from non-browser applications in the EmailJS account\'s security settings, and check EMAILJS_PRIVATE_KEY',
    ],
    [
      "401:The Private Key is invalid",
      "settings",
      'access refused: the email service answered 401 "The Private Key is invalid"; check EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY and EMAILJS_PRIVATE_KEY',
    ],
    [
      "402:Payment required",
      "quota",
      'quota: the email service answered 402 "Payment required"; the account\'s plan has no messages left this month',
    ],
    [
      "426:The monthly limit is reached",
      "quota",
      'quota: the email service answered 426 "The monthly limit is reached"; the account\'s plan has no messages left this month',
    ],
    [
      "429:Too many requests",
      "quota",
      'quota: the email service answered 429 "Too many requests"; the account sent too many messages in a short time; they go out again later',
    ],
  ]) {
    await expect(
      failure(sendContactMessage(message(answer!), service())),
    ).resolves.toEqual({ ok: false, failure: kind, cause });
  }
});

test("a 400 that names an identifier is the account's; any other 400 refuses this message alone", async () => {
  for (const text of [
    "The user_id parameter is required",
    "The service ID is invalid",
    "The template_id is not found",
    "The Public Key is invalid",
    "The private key is required",
    "The accessToken is invalid",
    "The access token is missing",
    "The Template ID is invalid",
    "Missing lib_version, service_id, template_id, user_id.",
  ])
    await expect(
      failure(sendContactMessage(message(`400:${text}`), service())),
      text,
    ).resolves.toEqual({
      ok: false,
      failure: "settings",
      cause: `identifiers refused: the email service answered 400 ${JSON.stringify(text)}; check EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY`,
    });
  for (const text of [
    "The variables size limit exceeded",
    "Invalid recipient address",
    // Words that hold an identifier's name but are not one.
    "The userid field of the template is empty",
    "",
  ])
    await expect(
      failure(sendContactMessage(message(`400:${text}`), service())),
      text,
    ).resolves.toEqual({
      ok: false,
      failure: "refused",
      cause: `message refused: the email service answered 400 ${JSON.stringify(text)}; the service will not take this message for what it holds; the account and the other messages are not at fault, and it is not tried again unless npm run messages -- retry asks`,
    });
});

test("a 5xx or 404 is the service's failure, and the message is not sent again", async () => {
  await expect(
    failure(sendContactMessage(message("503:Service unavailable"), service())),
  ).resolves.toEqual({
    ok: false,
    failure: "failure",
    cause:
      'service failure: the email service answered 503 "Service unavailable"; the service failed on its side; the message goes out once it is back',
  });
  await expect(
    failure(sendContactMessage(message("404:Not Found"), service())),
  ).resolves.toMatchObject({ failure: "failure" });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(double.submissions).toHaveLength(2);
});

test("no answer within the timeout is failure, on time and without a retry", async () => {
  // Timers started in the same turn as the relay's own, and so counted from the same moment: its
  // answer comes once the one of 300 ms has fired and before the one of twice that, however late
  // a busy machine runs all three.
  const timeout = AbortSignal.timeout(300);
  const twice = AbortSignal.timeout(600);
  await expect(
    failure(sendContactMessage(message("hang"), service({ timeoutMs: 300 }))),
  ).resolves.toEqual({
    ok: false,
    failure: "timeout",
    cause:
      "timeout: no answer from the email service within 300 ms; if it is often this slow, raise EMAILJS_TIMEOUT_MS",
  });
  expect(timeout.aborted).toBe(true);
  expect(twice.aborted).toBe(false);
  // The double notes the request once it has read it whole, which may be after the relay gave up.
  await eventually(() => expect(double.submissions).toHaveLength(1));
});

test("a reset connection is failure, without a retry", async () => {
  await expect(
    failure(sendContactMessage(message("reset"), service())),
  ).resolves.toEqual({
    ok: false,
    failure: "network",
    cause: `network: the email service at ${double.origin} could not be reached (ECONNRESET read ECONNRESET); check EMAILJS_ORIGIN and this server's access to the internet`,
  });
  expect(double.submissions).toHaveLength(1);
});

test("a service that cannot be reached is failure", async () => {
  const gone = await startEmailService();
  await gone.close();
  const { host } = new URL(gone.origin);
  await expect(
    failure(sendContactMessage(message(), service({ origin: gone.origin }))),
  ).resolves.toEqual({
    ok: false,
    failure: "network",
    cause: `network: the email service at ${gone.origin} could not be reached (ECONNREFUSED connect ECONNREFUSED ${host}); check EMAILJS_ORIGIN and this server's access to the internet`,
  });
});

test("a service that closes an idle connection between two sends: both are sent", async () => {
  // The connection a first send leaves open is reset when used again, as happens when the
  // service closes it just as the next send goes out: each send opens its own.
  const closing = await startEmailService({ resetsReusedConnections: true });
  onTestFinished(() => closing.close());
  const settings = service({ origin: closing.origin });
  expect(await sendContactMessage(message(), settings)).toEqual({ ok: true });
  expect(await sendContactMessage(message(), settings)).toEqual({ ok: true });
  expect(closing.submissions).toHaveLength(2);
});

test("an answer that comes in several parts is read whole", async () => {
  await expect(
    failure(
      sendContactMessage(
        message("503:Down for maintenance until noon in 3 chunks"),
        service(),
      ),
    ),
  ).resolves.toMatchObject({
    cause: expect.stringMatching(
      /^service failure: the email service answered 503 "Down for maintenance until noon"; /,
    ),
  });
  await expect(
    sendContactMessage(message("200:Accepted in 2 chunks"), service()),
  ).resolves.toEqual({ ok: true });
});

test("a failing service that stops writing once a log line's worth is sent is not waited for", async () => {
  double.setSwitch("stalls", `500:${"x".repeat(4096)} then hang`);
  const { failure: kind, cause } = await failure(
    sendContactMessage(message("switch=stalls"), service()),
  );
  // Not a timeout: the relay stopped reading, rather than wait for the rest until it gave up.
  expect(kind).toBe("failure");
  expect(cause).toMatch(
    /^service failure: the email service answered 500 "x{300}…"; /,
  );
});

test("the service's text is put on one line, trimmed, and cut at 300 characters", async () => {
  const cause = async (text: string) => {
    double.setSwitch("text", `503:${text}`);
    const result = await failure(
      sendContactMessage(message("switch=text"), service()),
    );
    return /answered 503 (".*"); /.exec(result.cause)?.[1];
  };
  expect(await cause("  Down \r\n\tfor  now \n")).toBe('"Down for now"');
  expect(await cause("y".repeat(300))).toBe(`"${"y".repeat(300)}"`);
  expect(await cause("y".repeat(301))).toBe(`"${"y".repeat(300)}…"`);
});

test("the private key is sent as accessToken, last, only when set", async () => {
  await sendContactMessage(message(), service({ privateKey: "private-key" }));
  await sendContactMessage(message(), service());
  const [withKey, withoutKey] = double.submissions;
  expect(withKey!.parts.at(-1)).toEqual({
    name: "accessToken",
    value: "private-key",
  });
  expect(withoutKey!.parts.map((part) => part.name)).not.toContain(
    "accessToken",
  );
});

test("a slow service is waited for: success arrives after its delay", async () => {
  const slow = await startEmailService({ delayMs: 300 });
  try {
    const started = performance.now();
    const sent = await sendContactMessage(
      message(),
      service({ origin: slow.origin }),
    );
    expect(sent).toEqual({ ok: true });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  } finally {
    await slow.close();
  }
});

test("a failing service's answer is read only as far as a log line needs", async () => {
  const { cause } = await failure(
    sendContactMessage(message("flood"), service()),
  );
  // The double stops writing once the relay hangs up; kernel buffers take a few MB at most.
  const sent = double.submissions[0]!.bytesSent!;
  await eventually(() => expect(double.submissions[0]!.bytesSent).toBe(sent));
  expect(sent).toBeLessThan(FLOOD_BYTES / 4);
  expect(cause).toMatch(
    /^service failure: the email service answered 500 "x{300}…"; /,
  );
});
