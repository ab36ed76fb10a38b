// @vitest-environment node
// The contact action, called as React Router calls it: a real Request and a load context whose
// outbox records what it is handed to keep, and can be told it cannot keep it. Its answer is read
// as the router sends it: the data, with the status and headers it names.
import type { ContactMessage } from "./contact-schema";
import {
  routeArgs,
  testLoadContext,
} from "../../../tests/support/load-context";
import { createRateLimit, memoryStore } from "../../../server/limits";

import { action } from "./route";

let lastClient = 0;
let kept: Array<ContactMessage & { language: string }> = [];
let storeWorks = true;

beforeEach(() => {
  kept = [];
  storeWorks = true;
});

const valid = {
  name: "  Ann Example ",
  email: "ann@example.com",
  title: "A role",
  message: "Hello,\r\nare you available?",
};

// Three messages kept and ten attempts in ten minutes, for this file.
const contactLimit = createRateLimit(
  { name: "contact", max: 3, windowSeconds: 600 },
  memoryStore,
);
const contactAttemptLimit = createRateLimit(
  { name: "contact-attempt", max: 10, windowSeconds: 600 },
  memoryStore,
);

/** Posts like a browser form; each call is a new visitor unless `client` says otherwise. */
async function post(
  body: BodyInit,
  { client = `192.0.2.${++lastClient}`, headers = {} as HeadersInit } = {},
) {
  const request = new Request("http://localhost/contact", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);
  const context = testLoadContext({
    clientKey: client,
    contactLimit,
    contactAttemptLimit,
    keepMessage: async (message) => {
      if (storeWorks) kept.push(message);
      return storeWorks;
    },
  });
  const { data, init } = await action(routeArgs(request, context));
  return Response.json(data, init ?? undefined);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

test("a valid message is kept, trimmed, with the language it was sent from, and answered with the success sentence", async () => {
  const response = await post(form(valid));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    outcome: "sent",
    notice: "Message sent successfully!",
  });
  expect(kept).toEqual([
    {
      name: "Ann Example",
      email: "ann@example.com",
      title: "A role",
      message: "Hello,\r\nare you available?",
      language: "en",
    },
  ]);
});

test("a browser's multipart form is read as well", async () => {
  const body = new FormData();
  for (const [name, value] of Object.entries(valid)) body.set(name, value);
  const response = await post(body);
  expect(response.status).toBe(200);
  expect(kept).toHaveLength(1);
});

test("invalid input answers 400 with an error per field and the typed values; nothing is kept", async () => {
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
  expect(kept).toHaveLength(0);
});

test("a message that cannot be kept: 503, the failure sentence and every typed value back", async () => {
  storeWorks = false;
  const response = await post(form(valid));
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({
    outcome: "failed",
    notice: "Failed to send the message. Please try again.",
    values: valid,
  });
});

test("a filled honeypot gets the success answer and nothing is kept", async () => {
  const response = await post(
    form({ ...valid, website: "https://spam.example" }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({
    outcome: "sent",
    notice: "Message sent successfully!",
  });
  expect(kept).toHaveLength(0);
});

test("past the limit a client gets 429 with when to try again; nothing more is kept", async () => {
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
  expect(kept).toHaveLength(3);
  // Someone else is not held back.
  expect((await post(form(valid), { client: "198.51.100.10" })).status).toBe(
    200,
  );
});

test("a message that could not be kept is not counted: once the store is back the visitor can still send", async () => {
  const visitor = { client: "198.51.100.20" };
  storeWorks = false;
  for (let i = 0; i < 4; i++)
    expect((await post(form(valid), visitor)).status).toBe(503);
  storeWorks = true;
  for (let i = 0; i < 3; i++)
    expect((await post(form(valid), visitor)).status).toBe(200);
  expect((await post(form(valid), visitor)).status).toBe(429);
});

test("every attempt counts against the attempt limit, kept or not", async () => {
  const visitor = { client: "198.51.100.30" };
  for (let i = 0; i < 10; i++)
    expect(
      (await post(form({ ...valid, email: "not an address" }), visitor)).status,
    ).toBe(400);
  const refused = await post(form(valid), visitor);
  expect(refused.status).toBe(429);
  expect(kept).toHaveLength(0);
});

test("bodies that are not a form, or are broken, answer 400 and are not kept", async () => {
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
  expect(kept).toHaveLength(0);
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
  expect(kept).toHaveLength(0);
});
