// @vitest-environment jsdom
// The contact page's alerts in place come in a script of their own, loaded when the visitor starts
// on the form rather than with the page.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { waitFor } from "@testing-library/react";

const inPlace = {
  /** How many times the alerts' script was loaded. */
  loads: 0,
  answerInPlace: vi.fn(),
};

import { ContactForm } from "./contact-form";

/** The server's HTML of the contact form, in the page. */
function showForm(sentByBrowser = false) {
  const Stub = createRoutesStub([
    {
      path: "/contact",
      Component: () => createElement(ContactForm, { sentByBrowser }),
    },
  ]);
  document.body.innerHTML = renderToString(
    createElement(Stub, { initialEntries: ["/contact"] }),
  );
  return document.querySelector<HTMLFormElement>("form.contact-form")!;
}

/** Time enough for a script asked for now to have loaded. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The page's script as it runs on a fresh page: its module loaded afresh. */
async function startContactForm() {
  const start = await import("./contact-start");
  start.startContactForm();
}

beforeEach(() => {
  // A fresh page: nothing of it loaded yet.
  vi.resetModules();
  inPlace.loads = 0;
  vi.doMock("./contact-in-place", () => {
    inPlace.loads += 1;
    return { answerInPlace: inPlace.answerInPlace };
  });
  inPlace.answerInPlace.mockReset();
});

afterEach(() => {
  document.body.innerHTML = "";
});

test("the alerts' script is not loaded with the page, and is loaded once the visitor focuses a field", async () => {
  const form = showForm();
  await startContactForm();
  await aWhile();
  expect(inPlace.loads).toBe(0);
  expect(inPlace.answerInPlace).not.toHaveBeenCalled();

  form.querySelector<HTMLInputElement>('input[name="name"]')!.focus();
  await waitFor(() => expect(inPlace.answerInPlace).toHaveBeenCalledWith(form));
  expect(inPlace.loads).toBe(1);

  // Moving on through the form asks for nothing more.
  form.querySelector<HTMLInputElement>('input[name="email"]')!.focus();
  form.dispatchEvent(new Event("input", { bubbles: true }));
  await aWhile();
  expect(inPlace.answerInPlace).toHaveBeenCalledTimes(1);
});

test("typing into the form (a field filled without a focus, as by an extension) loads it too", async () => {
  const form = showForm();
  await startContactForm();
  const message = form.querySelector("textarea")!;
  message.value = "Hello";
  message.dispatchEvent(new Event("input", { bubbles: true }));

  await waitFor(() => expect(inPlace.answerInPlace).toHaveBeenCalledWith(form));
  expect(inPlace.answerInPlace).toHaveBeenCalledTimes(1);
});

test("a page without the form loads nothing", async () => {
  document.body.innerHTML = "<main><input></main>";
  await startContactForm();
  document.querySelector("input")!.focus();
  await aWhile();
  expect(inPlace.loads).toBe(0);
});

test("a form only the browser can send, sent before its script arrives, waits for it and is then sent by it", async () => {
  const form = showForm(true);
  await startContactForm();
  expect(form).not.toHaveAttribute("hidden");
  // The alerts' script, once loaded, takes the form's sending over.
  const sentInPlace: Event[] = [];
  inPlace.answerInPlace.mockImplementation((answered: HTMLFormElement) =>
    answered.addEventListener("submit", (event) => {
      event.preventDefault();
      sentInPlace.push(event);
    }),
  );
  for (const field of form.querySelectorAll<
    HTMLInputElement | HTMLTextAreaElement
  >("input:not([name=website]), textarea"))
    field.value = field.type === "email" ? "ann@example.com" : "Ann";
  const leftToBrowser: boolean[] = [];
  const record = (event: Event) => leftToBrowser.push(!event.defaultPrevented);
  document.addEventListener("submit", record);
  onTestFinished(() => document.removeEventListener("submit", record));

  form.requestSubmit();
  expect(leftToBrowser).toEqual([false]);
  await waitFor(() => expect(sentInPlace).toHaveLength(1));
  expect(inPlace.answerInPlace).toHaveBeenCalledWith(form);
  expect(leftToBrowser).toEqual([false, false]);
});
