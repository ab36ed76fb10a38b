// @vitest-environment jsdom
import { createRoutesStub, data } from "react-router";
import { getConfig, render, screen, waitFor } from "@testing-library/react";
import userEvent, {
  PointerEventsCheckLevel,
} from "@testing-library/user-event";

import type { ContactActionData } from "./contact-outcome";

import { ContactForm } from "./contact-form";

type Answer = { data: ContactActionData; status?: number };

/** The form on a stub route whose action answers as the test says. */
function renderForm(
  answer: (formData: FormData) => Promise<Answer> | Answer = () => ({
    data: { outcome: "sent", notice: "Message sent successfully!" },
  }),
  hydrationData?: { actionData: Record<string, ContactActionData> },
) {
  const Stub = createRoutesStub([
    {
      id: "contact",
      path: "/contact",
      Component: ContactForm,
      action: async ({ request }) => {
        const { data: answerData, status } = await answer(
          await request.formData(),
        );
        return data(answerData, { status });
      },
    },
  ]);
  render(<Stub initialEntries={["/contact"]} hydrationData={hydrationData} />);
}

// By its label, as a person finds it: asking for the role and its name as well worked out every
// element's accessible name, a thirtieth of a second each time, and a busy machine's many
// seconds over a test. That each field is a textbox is the first test's to say.
const field = (name: string) => screen.getByLabelText(name);
const FAILED = "Failed to send the message. Please try again.";

/**
 * The page's alerts, and the first one's text once it is shown: awaited as an event rather than
 * polled for, in the wrapper Testing Library's own waits use, so React renders meanwhile as it
 * would in a browser.
 */
function alerts() {
  const alert = vi.spyOn(window, "alert");
  const first = new Promise<unknown>((resolve) =>
    alert.mockImplementation(resolve),
  );
  const shown = () => getConfig().asyncWrapper(() => first);
  return { alert, shown };
}

/**
 * A person with a mouse and a keyboard. The site's stylesheet is not loaded here, so no element
 * can be out of the pointer's reach: user-event's look at the style of each element and its
 * ancestors before every press, most of a click's processor time, is left out.
 */
const person = () =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * Fills each field as a person pasting into it would, and sends. Typed key by key, every key a
 * round of events, the four fields were much of each test's processor time; what the form does
 * with the values does not depend on how they came.
 */
async function fillAndSend(user: ReturnType<typeof person>) {
  for (const [name, value] of [
    ["Name", "Ann Example"],
    ["Email", "ann@example.com"],
    ["Subject", "A role"],
    ["Message", "Hello there"],
  ] as const) {
    await user.click(field(name));
    await user.paste(value);
  }
  await user.click(screen.getByRole("button", { name: "Send Message" }));
}

test("a person meets four fields; the honeypot is hidden from them and from the keyboard", () => {
  renderForm();
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

test("while the message is on its way the button says so and cannot be pressed", async () => {
  const user = person();
  const { shown } = alerts();
  let answer!: (value: Answer) => void;
  renderForm(() => new Promise<Answer>((resolve) => (answer = resolve)));
  await fillAndSend(user);

  const button = await screen.findByRole("button", { name: "Sending…" });
  expect(button).toBeDisabled();
  answer({ data: { outcome: "sent", notice: "Message sent successfully!" } });
  await shown();
  expect(screen.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

test("success: an alert says it was sent, then an empty form", async () => {
  const user = person();
  const { alert, shown } = alerts();
  const received: Record<string, FormDataEntryValue>[] = [];
  renderForm((formData) => {
    received.push(Object.fromEntries(formData));
    return { data: { outcome: "sent", notice: "Message sent successfully!" } };
  });
  await fillAndSend(user);

  expect(await shown()).toBe("Message sent successfully!");
  expect(alert).toHaveBeenCalledTimes(1);
  expect(received).toEqual([
    {
      name: "Ann Example",
      email: "ann@example.com",
      title: "A role",
      message: "Hello there",
      website: "",
    },
  ]);
  for (const name of ["Name", "Email", "Subject", "Message"])
    expect(field(name)).toHaveValue("");
  // The alert dialog already announced it; the visible copy is not a second live region.
  const notice = screen.getByText("Message sent successfully!");
  expect(notice).not.toHaveAttribute("role");
  // Nor does it take focus: the answer came to a page already in view, and focus went back to
  // the button.
  expect(notice).not.toHaveAttribute("tabindex");
});

test("failure: an alert says it failed, and everything typed is still there", async () => {
  const user = person();
  const { shown } = alerts();
  renderForm((formData) => ({
    data: {
      outcome: "failed",
      notice: FAILED,
      values: {
        name: String(formData.get("name")),
        email: String(formData.get("email")),
        title: String(formData.get("title")),
        message: String(formData.get("message")),
      },
    },
    status: 502,
  }));
  await fillAndSend(user);

  expect(await shown()).toBe(FAILED);
  expect(field("Name")).toHaveValue("Ann Example");
  expect(field("Email")).toHaveValue("ann@example.com");
  expect(field("Subject")).toHaveValue("A role");
  expect(field("Message")).toHaveValue("Hello there");
  expect(screen.getByRole("button", { name: "Send Message" })).toHaveFocus();
});

test("invalid fields: an error next to each, linked to it, and focus on the first", async () => {
  const user = person();
  const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  renderForm((formData) => ({
    data: {
      outcome: "invalid",
      errors: {
        email: "Please enter a valid email address, like name@example.com.",
        message: "Please enter a message.",
      },
      values: {
        name: "Ann",
        email: String(formData.get("email")),
        title: "A role",
        message: " ",
      },
    },
    status: 400,
  }));
  await fillAndSend(user);

  await waitFor(() => expect(field("Email")).toHaveFocus());
  expect(field("Email")).toHaveAttribute("aria-invalid", "true");
  expect(field("Email")).toHaveAccessibleDescription(
    "Please enter a valid email address, like name@example.com.",
  );
  expect(field("Message")).toHaveAttribute("aria-invalid", "true");
  expect(field("Message")).toHaveAccessibleDescription(
    "Please enter a message.",
  );
  expect(field("Name")).not.toHaveAttribute("aria-invalid");
  expect(field("Name")).not.toHaveAttribute("aria-describedby");
  expect(alert).not.toHaveBeenCalled();
});

test("an answer rendered by the server (no JavaScript) shows in a status region, without an alert", () => {
  const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
  renderForm(undefined, {
    actionData: {
      contact: {
        outcome: "failed",
        notice: FAILED,
        values: {
          name: "Ann",
          email: "ann@example.com",
          title: "A role",
          message: "Hello",
        },
      },
    },
  });
  expect(screen.getByRole("alert")).toHaveTextContent(FAILED);
  // Focusable, so the server can mark it autofocus: on a phone it is below the first screen.
  expect(screen.getByRole("alert")).toHaveAttribute("tabindex", "-1");
  expect(field("Name")).toHaveValue("Ann");
  expect(field("Message")).toHaveValue("Hello");
  expect(alert).not.toHaveBeenCalled();
});

test("a success rendered by the server is a status, over an empty form", () => {
  renderForm(undefined, {
    actionData: {
      contact: { outcome: "sent", notice: "Message sent successfully!" },
    },
  });
  expect(screen.getByRole("status")).toHaveTextContent(
    "Message sent successfully!",
  );
  expect(screen.getByRole("status")).toHaveAttribute("tabindex", "-1");
  expect(field("Name")).toHaveValue("");
});
