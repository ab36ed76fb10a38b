// @vitest-environment jsdom
// The contact form as a visitor's browser has it: the server's HTML, never hydrated, answered in
// place by the page's script (contact-in-place.ts) with the page the server sends back.
import { createRoutesStub } from "react-router";
import { renderToString } from "react-dom/server";
import { screen, waitFor } from "@testing-library/react";
import userEvent, {
  PointerEventsCheckLevel,
} from "@testing-library/user-event";

import { DEFAULT_LANGUAGE } from "~/words/language";
import { wordsIn } from "~/words/wording";

import { rateLimitNotice } from "./contact-outcome";
import type { ContactActionData } from "./contact-outcome";
import { ContactForm } from "./contact-form";
import { answerInPlace } from "./contact-in-place";

const wording = wordsIn(DEFAULT_LANGUAGE);
const { contact } = wording.words;

/** The server's HTML of the form: a fresh page, or one answering a sent form with `result`. */
function serverHtml(result?: ContactActionData) {
  const Stub = createRoutesStub([
    { id: "contact", path: "/contact", Component: ContactForm },
  ]);
  return renderToString(
    <Stub
      initialEntries={["/contact"]}
      hydrationData={result && { actionData: { contact: result } }}
    />,
  );
}

/** The page as the browser shows it, before any script. */
function showPage(result?: ContactActionData) {
  document.body.innerHTML = serverHtml(result);
  return document.querySelector<HTMLFormElement>("form.contact-form")!;
}

/** The page with its script's alerts in place. */
function showAnsweredPage() {
  const form = showPage();
  answerInPlace(form);
  return form;
}

type Sent = Record<string, FormDataEntryValue>;

/**
 * The server, answering each post with its page for the result `answer` gives and that status;
 * what it was sent is kept in `received`.
 */
function server(
  answer: (sent: Sent) => { result: ContactActionData; status?: number },
) {
  const received: Array<{ url: string; method?: string; sent: Sent }> = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const sent = Object.fromEntries(init?.body as FormData);
    received.push({ url: String(url), method: init?.method, sent });
    const { result, status = 200 } = answer(sent);
    return new Response(`<!DOCTYPE html><html><body>${serverHtml(result)}`, {
      status,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return { fetch, received };
}

/** What the visitor typed, given back as the server gives it with every failure. */
const typed = (sent: Sent) => ({
  name: String(sent.name),
  email: String(sent.email),
  title: String(sent.title),
  message: String(sent.message),
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

// By its label, as a person finds it: asking for the role and its name as well worked out every
// element's accessible name, a thirtieth of a second each time, and a busy machine's many
// seconds over a test. That each field is a textbox is the first test's to say.
const field = (name: string) => screen.getByLabelText(name);
const labels = contact.fields;

/** The page's alerts, and the first one's text once it is shown: awaited as an event. */
function alerts() {
  const alert = vi.spyOn(window, "alert");
  const first = new Promise<unknown>((resolve) =>
    alert.mockImplementation(resolve),
  );
  return { alert, shown: () => first };
}

/**
 * A person with a mouse and a keyboard. The site's stylesheet is not loaded here, so no element
 * can be out of the pointer's reach: user-event's look at the style of each element and its
 * ancestors before every press, most of a click's processor time, is left out.
 */
const person = () =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const FILLED = {
  name: "Ann Example",
  email: "ann@example.com",
  title: "A role",
  message: "Hello there",
};

/**
 * Fills each field as a person pasting into it would, and sends. Typed key by key, every key a
 * round of events, the four fields were much of each test's processor time; what the form does
 * with the values does not depend on how they came.
 */
async function fillAndSend(user: ReturnType<typeof person>) {
  for (const [name, value] of Object.entries(FILLED)) {
    await user.click(field(labels[name as keyof typeof labels]));
    await user.paste(value);
  }
  await user.click(screen.getByRole("button", { name: contact.send }));
}

function expectTypedValuesKept() {
  expect(field(labels.name)).toHaveValue(FILLED.name);
  expect(field(labels.email)).toHaveValue(FILLED.email);
  expect(field(labels.title)).toHaveValue(FILLED.title);
  expect(field(labels.message)).toHaveValue(FILLED.message);
}

test("a person meets four fields; the honeypot is hidden from them and from the keyboard", () => {
  showPage();
  expect(
    screen.getAllByRole("textbox").map((box) => box.getAttribute("name")),
  ).toEqual(["name", "email", "title", "message"]);
  const trap = document.querySelector<HTMLInputElement>(
    'input[name="website"]',
  )!;
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(trap).toHaveAttribute("tabindex", "-1");
  expect(trap).toHaveAttribute("autocomplete", "off");
  expect(trap.closest(".contact-trap")).not.toBeNull();
});

test("the server's form posts to its page and carries what the script says while it sends or fails", () => {
  const form = showPage();
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", "/contact");
  expect(form).toHaveAttribute("data-answer-in-place");
  expect(form.dataset.sending).toBe(contact.sending);
  expect(form.dataset.failed).toBe(contact.failed);
  expect(form).not.toHaveAttribute("hidden");
});

test("while the message is on its way the button says so and cannot be pressed", async () => {
  const user = person();
  const { shown } = alerts();
  let answer!: (response: Response) => void;
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  showAnsweredPage();
  await fillAndSend(user);

  const button = screen.getByRole("button", { name: contact.sending });
  expect(button).toBeDisabled();
  // A second press while it is on its way sends nothing more.
  await user.click(button);
  expect(fetch).toHaveBeenCalledTimes(1);

  answer(
    new Response(serverHtml({ outcome: "sent", notice: contact.sent }), {
      status: 200,
    }),
  );
  await shown();
  expect(screen.getByRole("button", { name: contact.send })).toBeEnabled();
});

test("success: an alert says it was sent, then an empty form", async () => {
  const user = person();
  const { alert, shown } = alerts();
  const { received } = server(() => ({
    result: { outcome: "sent", notice: contact.sent },
  }));
  const form = showAnsweredPage();
  // Whether the browser was left to send the form itself, leaving the page.
  const leftToBrowser: boolean[] = [];
  document.addEventListener(
    "submit",
    (event) => leftToBrowser.push(!event.defaultPrevented),
    { once: true },
  );
  await fillAndSend(user);

  expect(await shown()).toBe(contact.sent);
  expect(leftToBrowser).toEqual([false]);
  expect(alert).toHaveBeenCalledTimes(1);
  expect(received).toEqual([
    {
      url: form.action,
      method: "POST",
      sent: { ...FILLED, website: "" },
    },
  ]);
  for (const name of Object.values(labels)) expect(field(name)).toHaveValue("");
  // The page keeps the notice under the form, as the server's page has it; the alert dialog
  // already announced it, so it is no second live region, and it does not take focus.
  const notice = screen.getByText(contact.sent);
  expect(notice).not.toHaveAttribute("role");
  expect(notice).not.toHaveAttribute("tabindex");
  expect(notice).not.toHaveAttribute("autofocus");
  expect(screen.getByRole("button", { name: contact.send })).toHaveFocus();
});

test("a second message is answered in place too, by the form the first answer left", async () => {
  const user = person();
  const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  let answer!: (response: Response) => void;
  const fetch = vi.fn(
    () => new Promise<Response>((resolve) => (answer = resolve)),
  );
  vi.stubGlobal("fetch", fetch);
  const form = showAnsweredPage();
  const sent = () =>
    answer(new Response(serverHtml({ outcome: "sent", notice: contact.sent })));

  await fillAndSend(user);
  sent();
  await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
  await fillAndSend(user);

  expect(document.querySelector("form.contact-form")).toBe(form);
  expect(screen.getByRole("button", { name: contact.sending })).toBeDisabled();
  sent();
  await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
  expect(alert).toHaveBeenLastCalledWith(contact.sent);
  expect(fetch).toHaveBeenCalledTimes(2);
  expect(screen.getByRole("button", { name: contact.send })).toBeEnabled();
  for (const name of Object.values(labels)) expect(field(name)).toHaveValue("");
});

test("failure: an alert says it failed, and everything typed is still there", async () => {
  const user = person();
  const { shown } = alerts();
  server((sent) => ({
    result: { outcome: "failed", notice: contact.failed, values: typed(sent) },
    status: 503,
  }));
  showAnsweredPage();
  await fillAndSend(user);

  expect(await shown()).toBe(contact.failed);
  expectTypedValuesKept();
  expect(screen.queryByRole("alert")).toBeNull();
  expect(screen.getByRole("button", { name: contact.send })).toHaveFocus();
});

test("too many messages: the alert gives the wait the server worded, and keeps what was typed", async () => {
  const user = person();
  const { shown } = alerts();
  const wait = rateLimitNotice(125, wording);
  server((sent) => ({
    result: { outcome: "failed", notice: wait, values: typed(sent) },
    status: 429,
  }));
  showAnsweredPage();
  await fillAndSend(user);

  expect(await shown()).toBe(wait);
  expect(wait).not.toBe(contact.failed);
  expectTypedValuesKept();
});

test("invalid fields: an error next to each, linked to it, and focus on the first", async () => {
  const user = person();
  const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  const errors = {
    email: contact.errors.email.invalid,
    message: contact.errors.message.missing,
  };
  server((sent) => ({
    result: { outcome: "invalid", errors, values: typed(sent) },
    status: 400,
  }));
  showAnsweredPage();
  await fillAndSend(user);

  await waitFor(() => expect(field(labels.email)).toHaveFocus());
  expect(field(labels.email)).toHaveAttribute("aria-invalid", "true");
  expect(field(labels.email)).toHaveAccessibleDescription(errors.email);
  expect(field(labels.message)).toHaveAttribute("aria-invalid", "true");
  expect(field(labels.message)).toHaveAccessibleDescription(errors.message);
  expect(field(labels.name)).not.toHaveAttribute("aria-invalid");
  expect(field(labels.name)).not.toHaveAttribute("aria-describedby");
  expectTypedValuesKept();
  expect(alert).not.toHaveBeenCalled();
});

test("no answer at all (the network fails): an alert gives the form's failed words, and everything typed is still there", async () => {
  const user = person();
  const { shown } = alerts();
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
  );
  const form = showAnsweredPage();
  await fillAndSend(user);

  expect(await shown()).toBe(form.dataset.failed);
  expect(form.dataset.failed).toBe(contact.failed);
  expectTypedValuesKept();
  expect(screen.getByRole("button", { name: contact.send })).toBeEnabled();
});

test("an answer without the form (a proxy's error page): an alert gives the form's failed words", async () => {
  const user = person();
  const { shown } = alerts();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("Bad Gateway", { status: 502 })),
  );
  showAnsweredPage();
  await fillAndSend(user);

  expect(await shown()).toBe(contact.failed);
  expectTypedValuesKept();
});

test("an answer rendered by the server (no JavaScript) shows in an alert region, without an alert", () => {
  const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  showPage({
    outcome: "failed",
    notice: contact.failed,
    values: {
      name: "Ann",
      email: "ann@example.com",
      title: "A role",
      message: "Hello",
    },
  });
  expect(screen.getByRole("alert")).toHaveTextContent(contact.failed);
  // Focusable, so the server can mark it autofocus: on a phone it is below the first screen.
  expect(screen.getByRole("alert")).toHaveAttribute("tabindex", "-1");
  expect(field(labels.name)).toHaveValue("Ann");
  expect(field(labels.message)).toHaveValue("Hello");
  expect(alert).not.toHaveBeenCalled();
});

test("a success rendered by the server is a status, over an empty form", () => {
  showPage({ outcome: "sent", notice: contact.sent });
  expect(screen.getByRole("status")).toHaveTextContent(contact.sent);
  expect(screen.getByRole("status")).toHaveAttribute("tabindex", "-1");
  expect(field(labels.name)).toHaveValue("");
});
