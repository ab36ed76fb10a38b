// @vitest-environment jsdom
// The contact page as each way of taking messages draws it: the server's form, or on a static
// host the email service's (sent by the browser), Netlify Forms', or none at all.
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";

const way = vi.hoisted(() => ({ current: "server" }));
vi.mock("./static-contact", () => ({
  get CONTACT_WAY() {
    return way.current;
  },
  BROWSER_EMAIL_SERVICE: null,
}));

import { DEFAULT_LANGUAGE } from "~/words/language";
import { wordsIn } from "~/words/wording";

import { startContactForm } from "./contact-start";
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

afterEach(() => {
  document.body.innerHTML = "";
});

test("on the site's own server: the form, posting to the page's own action", () => {
  renderContact("server");
  expect(form()).toHaveAttribute("action", "/contact");
  expect(form()).not.toHaveAttribute("hidden");
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

test("the email service: the server's page hides the form and keeps the email for a visitor without scripts; the page's script shows the form", () => {
  way.current = "email-service";
  const Stub = createRoutesStub([
    { path: "/contact", Component: Contact, action: () => null },
  ]);
  const html = renderToString(<Stub initialEntries={["/contact"]} />);
  document.body.innerHTML = html;
  const sent = form() as HTMLFormElement;
  expect(sent).toHaveAttribute("hidden");
  expect(sent).toHaveAttribute("data-sent-by-browser", "");
  expect(sent).not.toBeVisible();

  // What a browser without scripts reads in place of the form.
  const noscript = document.querySelector("noscript")!;
  const instead = document.createElement("div");
  instead.innerHTML = noscript.innerHTML;
  const email = ownerEmail();
  if (email)
    expect(
      instead.querySelector(`a[href="mailto:${email}"]`),
    ).toHaveTextContent(email);
  else
    expect(instead).toHaveTextContent(
      wordsIn(DEFAULT_LANGUAGE).words.contact.linksInstead,
    );

  startContactForm();
  expect(sent).not.toHaveAttribute("hidden");
  expect(sent).toBeVisible();
});
