// @vitest-environment node
// The relay against a real HTTP server standing in for the email service, for every kind of
// answer: success, refusal, silence, a reset connection and no service at all.
import {
  FLOOD_BYTES,
  startEmailService,
} from "../../../tests/mocks/email-service.js";
import type { EmailServiceSettings } from "./relay.server";
import type { ContactMessage } from "./contact-schema";
import { sendContactMessage } from "./relay.server";

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
  timeoutMs: 2000,
  ...overrides,
});

/** A message whose subject tells the double how to answer, "[double:503]" say. */
const message = (answer?: string): ContactMessage => ({
  name: "Ann Example",
  email: "ann@example.com",
  title: answer ? `Hello [double:${answer}]` : "Hello",
  message: "A private note from Ann.",
});

/** Collects the server log, so a test can read it and unexpected errors do not throw. */
const captureLog = () =>
  vi.spyOn(console, "error").mockImplementation(() => {});

function expectNothingPersonal(log: ReturnType<typeof captureLog>) {
  const text = log.mock.calls.flat().map(String).join("\n");
  expect(text).not.toContain("Ann");
  expect(text).not.toContain("ann@example.com");
  expect(text).not.toContain("private note");
}

test("200 OK is success, and the service receives every field once", async () => {
  await expect(sendContactMessage(message(), service())).resolves.toEqual({
    ok: true,
  });
  expect(double.submissions).toHaveLength(1);
  expect(double.submissions[0]!.parts).toEqual([
    { name: "name", value: "Ann Example" },
    { name: "email", value: "ann@example.com" },
    { name: "title", value: "Hello" },
    { name: "message", value: "A private note from Ann." },
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

test("a refusal is failure, logged in one line with its cause and the setting to look at", async () => {
  for (const [answer, line] of [
    [
      "400:The template ID is invalid",
      'Contact message not sent (identifiers refused): the email service answered 400 "The template ID is invalid"; check EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY.',
    ],
    [
      "403:API calls are disabled for non-browser applications",
      'Contact message not sent (access refused): the email service answered 403 "API calls are disabled for non-browser applications"; allow API calls from non-browser applications in the EmailJS account\'s security settings, and check EMAILJS_PRIVATE_KEY.',
    ],
    [
      "426:The monthly limit is reached",
      'Contact message not sent (quota): the email service answered 426 "The monthly limit is reached"; the account\'s plan has no messages left this month.',
    ],
  ]) {
    const log = captureLog();
    await expect(
      sendContactMessage(message(answer!), service()),
    ).resolves.toEqual({
      ok: false,
      reason: "rejected",
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(line);
    expectNothingPersonal(log);
    log.mockRestore();
  }
});

test("a 5xx is failure, and the message is not sent again", async () => {
  const log = captureLog();
  await expect(
    sendContactMessage(message("503:Service unavailable"), service()),
  ).resolves.toEqual({ ok: false, reason: "rejected" });
  expect(log.mock.calls[0]![0]).toMatch(/answered 503 "Service unavailable"/);
  expectNothingPersonal(log);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(double.submissions).toHaveLength(1);
});

test("no answer within the timeout is failure, on time and without a retry", async () => {
  const log = captureLog();
  const started = performance.now();
  await expect(
    sendContactMessage(message("hang"), service({ timeoutMs: 300 })),
  ).resolves.toEqual({ ok: false, reason: "timeout" });
  const elapsed = performance.now() - started;
  expect(elapsed).toBeGreaterThanOrEqual(290);
  expect(elapsed).toBeLessThan(1500);
  expect(log).toHaveBeenCalledWith(
    "Contact message not sent (timeout): no answer from the email service within 300 ms; if it is often this slow, raise EMAILJS_TIMEOUT_MS.",
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(double.submissions).toHaveLength(1);
});

test("a reset connection is failure, without a retry", async () => {
  const log = captureLog();
  await expect(
    sendContactMessage(message("reset"), service()),
  ).resolves.toEqual({ ok: false, reason: "network" });
  expect(log.mock.calls[0]![0]).toMatch(/could not be reached \(.*ECONNRESET/);
  expectNothingPersonal(log);
  expect(double.submissions).toHaveLength(1);
});

test("a service that cannot be reached is failure", async () => {
  const gone = await startEmailService();
  await gone.close();
  const log = captureLog();
  await expect(
    sendContactMessage(message(), service({ origin: gone.origin })),
  ).resolves.toEqual({ ok: false, reason: "network" });
  expect(log.mock.calls[0]![0]).toMatch(
    /could not be reached \(.*ECONNREFUSED/,
  );
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

test("without settings nothing is sent", async () => {
  await expect(sendContactMessage(message(), null)).resolves.toEqual({
    ok: false,
    reason: "not-configured",
  });
  expect(double.submissions).toHaveLength(0);
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
  const log = captureLog();
  await expect(
    sendContactMessage(message("flood"), service()),
  ).resolves.toEqual({ ok: false, reason: "rejected" });
  // The double stops writing once the relay hangs up; kernel buffers take a few MB at most.
  const sent = double.submissions[0]!.bytesSent!;
  await vi.waitFor(() => expect(double.submissions[0]!.bytesSent).toBe(sent));
  expect(sent).toBeLessThan(FLOOD_BYTES / 4);
  expect(log).toHaveBeenCalledWith(
    expect.stringMatching(
      /^Contact message not sent \(service failure\): the email service answered 500 "x{300}…"; /,
    ),
  );
});
