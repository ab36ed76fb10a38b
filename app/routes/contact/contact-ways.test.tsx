// @vitest-environment jsdom
// The contact page as each way of taking messages draws it: the server's form, or on a static
// host the email service's (sent by the browser), Netlify Forms', or none at all.
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";

const way = vi.hoisted(() => ({ current: "server" }));
vi.mock("./static-contact", () => ({
  get CONTACT_WAY() {
    return way.current;
  },
  BROWSER_EMAIL_SERVICE: null,
}));

import { ownerEmail } from "./owner-email";
import Contact from "./route";

function renderContact(current: string) {
  way.current = current;
  const Stub = createRoutesStub([
    { path: "/contact", Component: Contact, action: () => null },
  ]);
  render(<Stub initialEntries={["/contact"]} />);
}

const form = () => document.querySelector("form.contact-form");

test("on the site's own server: the form, posting to the page's own action", () => {
  renderContact("server");
  expect(form()).toHaveAttribute("action", "/contact");
  expect(form()).not.toHaveAttribute("data-netlify");
  expect(screen.queryByText(/Write to me at/)).toBeNull();
});

test("Netlify Forms: a plain form Netlify finds, with its name, its honeypot and the page it shows once sent", () => {
  renderContact("netlify");
  expect(form()).toHaveAttribute("data-netlify", "true");
  expect(form()).toHaveAttribute("netlify-honeypot", "website");
  expect(form()).toHaveAttribute("name", "contact");
  expect(form()).toHaveAttribute("action", "/contact/sent");
  expect(form()).toHaveAttribute("method", "post");
  expect(
    document.querySelector('input[type="hidden"][name="form-name"]'),
  ).toHaveValue("contact");
  expect(
    screen.getAllByRole("textbox").map((box) => box.getAttribute("name")),
  ).toEqual(["name", "email", "title", "message"]);
});

test("none: no form; the owner's email, beside their links", () => {
  renderContact("none");
  expect(form()).toBeNull();
  // Whichever address the owner gave, or none.
  const email = ownerEmail();
  if (email)
    expect(screen.getByRole("link", { name: email })).toHaveAttribute(
      "href",
      `mailto:${email}`,
    );
  else
    expect(screen.getByText("Find me through the links here.")).toBeVisible();
});

test("the email service: the form shows once scripts run, and the page keeps the email for a visitor without them", () => {
  renderContact("email-service");
  expect(form()).toBeVisible();
  expect(document.querySelector("noscript")).not.toBeNull();
});
