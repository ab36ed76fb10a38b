// @vitest-environment node
// The contact action, called as React Router calls it: a real Request and a load context whose
// outbox records what it is handed to keep, and can be told it cannot keep it. Its answer is read
// as the router sends it: the data, with the status and headers it names.
import type { ContactMessage } from "~/messages/contact-message";
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

const UNREADABLE =
  "Your message could not be read: it was not sent as this page's form sends it. Please send it from the form on this page.";

test("a body that is not a form answers 415, naming the types a form comes in, and is not kept", async () => {
  const bodies: [BodyInit, HeadersInit][] = [
    [JSON.stringify(valid), { "content-type": "application/json" }],
    ["hello", { "content-type": "text/plain" }],
    // A string's own type, text/plain, when the client names none.
    [form(valid).toString(), {}],
  ];
  for (const [body, headers] of bodies) {
    const response = await post(body, { headers });
    expect(response.status, JSON.stringify(headers)).toBe(415);
    expect(response.headers.get("Accept-Post")).toBe(
      "application/x-www-form-urlencoded, multipart/form-data",
    );
    // Not the failure's "try again": the same post would fail the same way.
    expect(await response.json()).toEqual({
      outcome: "failed",
      notice: UNREADABLE,
      values: null,
    });
  }
  expect(kept).toHaveLength(0);
});

/** A form's body as bytes, some of them not UTF-8. */
const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === "string" ? Buffer.from(part) : Buffer.from(part),
    ),
  );
const URL_ENCODED = { "content-type": "application/x-www-form-urlencoded" };
const MULTIPART = { "content-type": "multipart/form-data; boundary=x" };
const multipart = (field: string, value: Array<string | number[]>) =>
  bytes(
    ...Object.entries({ ...valid, [field]: "" }).flatMap(([name, typed]) => [
      `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`,
      ...(name === field ? value : [typed]),
      "\r\n",
    ]),
    "--x--\r\n",
  );

test("a form that does not read as one, or whose text is not UTF-8, answers 400 and is not kept", async () => {
  const rest = form({
    name: valid.name,
    email: valid.email,
    title: valid.title,
  });
  const bodies: [string, BodyInit, HeadersInit][] = [
    ["a broken multipart body", "--x\r\nnot a part", MULTIPART],
    [
      "an escape of a byte that is not UTF-8",
      `${rest}&message=Gr%FC%DFe`,
      URL_ENCODED,
    ],
    // A surrogate's UTF-8-like bytes: no character at all.
    [
      "an escape of half a surrogate pair",
      `${rest}&message=a%ED%A0%80`,
      URL_ENCODED,
    ],
    ["an escape that is none", `${rest}&message=100%zz`, URL_ENCODED],
    [
      "a raw byte that is not UTF-8",
      bytes(`${rest}&message=Gr`, [0xfc], "e"),
      URL_ENCODED,
    ],
    [
      "a multipart field that is not UTF-8",
      multipart("message", ["Gr", [0xfc, 0xdf], "e"]),
      MULTIPART,
    ],
    [
      "a multipart name cut short",
      multipart("name", ["Ann ", [0xe2, 0x82]]),
      MULTIPART,
    ],
  ];
  for (const [what, body, headers] of bodies) {
    const response = await post(body, { headers });
    expect(response.status, what).toBe(400);
    expect(await response.json(), what).toEqual({
      outcome: "failed",
      notice: UNREADABLE,
      values: null,
    });
  }
  expect(kept).toHaveLength(0);
});

test("every character a visitor can type is kept as typed, whichever way the form is sent", async () => {
  const typed =
    "Tabs\tand lines\r\nemoji 👩\u200d💻, a typed \ufffd, \uffff, and a right-to-left \u202e mark";
  const urlEncoded = await post(form({ ...valid, message: typed }));
  const multipartForm = new FormData();
  for (const [name, value] of Object.entries({ ...valid, message: typed }))
    multipartForm.append(name, value);
  const fromMultipart = await post(multipartForm);
  expect([urlEncoded.status, fromMultipart.status]).toEqual([200, 200]);
  expect(kept.map((message) => message.message)).toEqual([typed, typed]);
  // "+" is a space in a URL-encoded form, and "%2B" a plus, as the URL standard reads them.
  await post(
    `${form({ name: valid.name, email: valid.email, title: valid.title })}&message=1+%2B+1%3D2`,
    { headers: URL_ENCODED },
  );
  expect(kept[2]!.message).toBe("1 + 1=2");
});

test("a message with a NUL is refused with the message field's own error, and not kept", async () => {
  for (const body of [
    form({ ...valid, message: "Before\u0000after" }).toString(),
    `${form({ name: valid.name, email: valid.email, title: valid.title })}&message=Before%00after`,
  ]) {
    const response = await post(body, { headers: URL_ENCODED });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      outcome: "invalid",
      errors: {
        message:
          "Please remove the control characters from the message: only line breaks and tabs can be sent.",
      },
    });
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
