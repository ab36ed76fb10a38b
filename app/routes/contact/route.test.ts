// @vitest-environment node
// The contact action, called as Remix calls it: a real Request, a load context, and a real HTTP
// server standing in for the email service.
import { startEmailService } from "../../../tests/mocks/email-service.js";
import { testLoadContext } from "../../../tests/support/load-context";
import { createRateLimit, memoryStore } from "../../../server/limits";
import type { Env } from "~/utils/env.server";
import { parseEnv } from "~/utils/env.server";

import { action } from "./route";

let double: Awaited<ReturnType<typeof startEmailService>>;
let env: Env;
let lastClient = 0;

const IDS = {
  EMAILJS_SERVICE_ID: "service_action",
  EMAILJS_TEMPLATE_ID: "template_action",
  EMAILJS_PUBLIC_KEY: "public-action-key",
};

beforeAll(async () => {
  double = await startEmailService();
  env = parseEnv({
    ...IDS,
    EMAILJS_ORIGIN: double.origin,
    // Long enough for a busy machine to answer, short enough for the test of a silent service.
    EMAILJS_TIMEOUT_MS: "2000",
  });
});

afterAll(() => double.close());

beforeEach(() => {
  double.submissions.length = 0;
});

const valid = {
  name: "  Ann Example ",
  email: "ann@example.com",
  title: "A role",
  message: "Hello,\r\nare you available?",
};

// Three messages sent and ten attempts in ten minutes, for this file.
const contactLimit = createRateLimit(
  { name: "contact", max: 3, windowSeconds: 600 },
  memoryStore,
);
const contactAttemptLimit = createRateLimit(
  { name: "contact-attempt", max: 10, windowSeconds: 600 },
  memoryStore,
);

/** Posts like a browser form; each call is a new visitor unless `client` says otherwise. */
function post(
  body: BodyInit,
  {
    client = `192.0.2.${++lastClient}`,
    headers = {} as HeadersInit,
    withEnv = env,
  } = {},
) {
  const request = new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
  return action({
    request,
    context: testLoadContext({
      env: withEnv,
      clientKey: client,
      contactLimit,
      contactAttemptLimit,
    }),
    params: {},
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const captureLog = () =>
  vi.spyOn(console, "error").mockImplementation(() => {});

test("a valid message is relayed, trimmed, and answered with the success sentence", async () => {
  const response = await post(form(valid));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    outcome: "sent",
    notice: "Message sent successfully!",
  });
  expect(double.submissions).toHaveLength(1);
  expect(double.submissions[0]!.fields).toEqual({
    name: "Ann Example",
    email: "ann@example.com",
    title: "A role",
    message: "Hello,\r\nare you available?",
    lib_version: "3.2.0",
    service_id: "service_action",
    template_id: "template_action",
    user_id: "public-action-key",
  });
});

test("a browser's multipart form is read as well", async () => {
  const body = new FormData();
  for (const [name, value] of Object.entries(valid)) body.set(name, value);
  const response = await post(body);
  expect(response.status).toBe(200);
  expect(double.submissions).toHaveLength(1);
});

test("invalid input answers 400 with an error per field and the typed values; nothing is sent", async () => {
  const typed = { name: "   ", email: "ann@example", title: "Hi", message: "" };
  const response = await post(form(typed));
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    outcome: "invalid",
    errors: {
      name: "Please enter your name.",
      email: "Please enter a valid email address, like name@example.com.",
      message: "Please enter a message.",
    },
    values: typed,
  });
  expect(double.submissions).toHaveLength(0);
});

for (const [kind, marker] of [
  ["a 4xx from the service", "[double:400:Bad template]"],
  ["a 5xx from the service", "[double:500]"],
  ["no answer in time", "[double:hang]"],
  ["a reset connection", "[double:reset]"],
]) {
  test(`${kind}: 502, the failure sentence and every typed value back`, async () => {
    const log = captureLog();
    const typed = { ...valid, title: `A role ${marker}` };
    const response = await post(form(typed));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      outcome: "failed",
      notice: "Failed to send the message. Please try again.",
      values: typed,
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(double.submissions).toHaveLength(1);
  });
}

test("a filled honeypot gets the success answer and nothing is sent", async () => {
  const response = await post(
    form({ ...valid, website: "https://spam.example" }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    outcome: "sent",
    notice: "Message sent successfully!",
  });
  expect(double.submissions).toHaveLength(0);
});

test("past the limit a client gets 429 with when to try again; nothing more is sent", async () => {
  // The wait is counted from the first message; with the clock standing still it is the whole
  // window, however long a busy machine takes over the four posts.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-22T12:00:00Z") });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  for (let i = 0; i < 3; i++)
    expect((await post(form(valid), { client: "198.51.100.9" })).status).toBe(
      200,
    );
  const response = await post(form(valid), { client: "198.51.100.9" });
  expect(response.status).toBe(429);
  expect(response.headers.get("Retry-After")).toBe("600");
  expect(await response.json()).toEqual({
    outcome: "failed",
    notice:
      "You have sent several messages in a short time. Please try again in 10 minutes.",
    values: valid,
  });
  expect(double.submissions).toHaveLength(3);
  // Someone else is not held back.
  expect((await post(form(valid), { client: "198.51.100.10" })).status).toBe(
    200,
  );
});

test("a message the service did not take is not counted: after an outage the visitor can still send", async () => {
  captureLog();
  const visitor = { client: "198.51.100.20" };
  for (let i = 0; i < 4; i++)
    expect(
      (await post(form({ ...valid, title: "Down [double:503]" }), visitor))
        .status,
    ).toBe(502);
  for (let i = 0; i < 3; i++)
    expect((await post(form(valid), visitor)).status).toBe(200);
  expect((await post(form(valid), visitor)).status).toBe(429);
});

test("every attempt counts against the attempt limit, sent or not", async () => {
  const visitor = { client: "198.51.100.30" };
  for (let i = 0; i < 10; i++)
    expect(
      (await post(form({ ...valid, email: "not an address" }), visitor)).status,
    ).toBe(400);
  const refused = await post(form(valid), visitor);
  expect(refused.status).toBe(429);
  expect(double.submissions).toHaveLength(0);
});

test("bodies that are not a form, or are broken, answer 400 and are not sent", async () => {
  const bodies: [BodyInit, HeadersInit][] = [
    ["hello", { "content-type": "text/plain" }],
    [JSON.stringify(valid), { "content-type": "application/json" }],
    [
      "--x\r\nnot a part",
      { "content-type": "multipart/form-data; boundary=x" },
    ],
    [form(valid).toString(), {}],
  ];
  for (const [body, headers] of bodies) {
    const response = await post(body, { headers });
    expect(response.status, JSON.stringify(headers)).toBe(400);
    expect(await response.json()).toMatchObject({ outcome: "failed" });
  }
  expect(double.submissions).toHaveLength(0);
});

test("a body declared larger than any message answers 413 and is not read", async () => {
  const huge = form({ ...valid, message: "a".repeat(300 * 1024) }).toString();
  const response = await post(huge, {
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-length": String(huge.length),
    },
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({
    outcome: "failed",
    notice:
      "Your message is too long to send. Please shorten it and try again.",
    values: null,
  });
  expect(double.submissions).toHaveLength(0);
});

test("without its identifiers the form answers with the failure sentence and sends nothing", async () => {
  const unconfigured = parseEnv({
    EMAILJS_ORIGIN: double.origin,
    EMAILJS_SERVICE_ID: "service_only",
  });

  const response = await post(form(valid), { withEnv: unconfigured });
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({
    outcome: "failed",
    notice: "Failed to send the message. Please try again.",
    values: valid,
  });
  expect(double.submissions).toHaveLength(0);
});
