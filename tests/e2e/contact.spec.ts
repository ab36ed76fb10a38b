import { randomUUID } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

import type { Page } from "@playwright/test";

import { rateLimitNotice } from "../../app/routes/contact/contact-outcome";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../app/words/language";
import { wordsIn } from "../../app/words/wording";

import { FAILED, LABELS, message, SENT } from "./contact-message";
import type { Values } from "./contact-message";
import { E2E_EMAIL_IDS, receivedTitled, setSwitch } from "./email-service-env";
import { allowConsoleErrors, expect, SITE_ENV, test } from "./fixtures";
import { startServer } from "./server-process";
import { E2E_PORT } from "./site-url";
import { axeViolations } from "./axe";

const field = (page: Page, name: keyof typeof LABELS) =>
  page.getByRole("textbox", { name: LABELS[name], exact: true });

async function fill(page: Page, values: Values) {
  for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[])
    await field(page, name).fill(values[name]);
}

async function expectValues(page: Page, values: Values) {
  for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[])
    await expect(field(page, name)).toHaveValue(values[name]);
}

/**
 * Opens the contact page and starts on the form as a visitor would, by going to its first field:
 * its script for alerts in place loads then, and says so on the form.
 */
async function openAnswering(page: Page, origin = "") {
  await page.goto(`${origin}/contact`);
  await field(page, "name").focus();
  await page.locator('form[data-answers="in-place"]').waitFor();
}

/**
 * A server of its own that keeps one message from a visitor: their second is refused, with the
 * seconds to wait in Retry-After and the page's words for it.
 */
async function withOneMessageAllowed(
  port: number,
  visit: (origin: string) => Promise<void>,
) {
  const server = await startServer({
    port,
    env: { ...SITE_ENV, CONTACT_RATE_LIMIT_MAX: "1" },
  });
  try {
    await visit(server.origin);
  } finally {
    await server.stop();
  }
}

/** The words for a visitor told to wait, as the server's answer `response` gives the wait. */
const tooManyNotice = (retryAfter: string | undefined) =>
  rateLimitNotice(Number(retryAfter), wordsIn(DEFAULT_LANGUAGE));

/** Every browser dialog the page opens, accepted at once, as "type: text". */
function collectDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on("dialog", async (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    await dialog.accept();
  });
  return dialogs;
}

/** Exactly what the official SDK sends, with the message's id and the site's private key. */
const expectedParts = (values: Values) => [
  { name: "name", value: values.name },
  { name: "email", value: values.email },
  { name: "title", value: values.title },
  { name: "message", value: values.message.replace(/\n/g, "\r\n") },
  { name: "message_id", value: expect.stringMatching(/^[0-9a-f-]{36}$/) },
  // A site in several languages says which one the message was written from: this page's.
  ...(LANGUAGES.length > 1
    ? [{ name: "language", value: DEFAULT_LANGUAGE }]
    : []),
  { name: "lib_version", value: "3.2.0" },
  { name: "service_id", value: E2E_EMAIL_IDS.EMAILJS_SERVICE_ID },
  { name: "template_id", value: E2E_EMAIL_IDS.EMAILJS_TEMPLATE_ID },
  { name: "user_id", value: E2E_EMAIL_IDS.EMAILJS_PUBLIC_KEY },
  { name: "accessToken", value: E2E_EMAIL_IDS.EMAILJS_PRIVATE_KEY },
];

test.describe("with JavaScript", () => {
  test("a sent message brings the success alert, clears the form and arrives with the SDK's fields", async ({
    page,
  }) => {
    const dialogs = collectDialogs(page);
    await openAnswering(page);
    const values = message();
    await fill(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect.poll(() => dialogs).toEqual([`alert: ${SENT}`]);
    await expectValues(page, { name: "", email: "", title: "", message: "" });
    await expect(page).toHaveURL("/contact");
    await expect.poll(() => receivedTitled(values.title)).toHaveLength(1);
    const [submission, ...more] = await receivedTitled(values.title);
    expect(more).toEqual([]);
    expect(submission!.parts).toEqual(expectedParts(values));
  });

  for (const [kind, answer] of [
    ["fails (5xx)", "503"],
    ["resets the connection", "reset"],
  ]) {
    test(`when the service ${kind}: the success alert all the same, and the message arrives once it is back`, async ({
      page,
    }) => {
      const dialogs = collectDialogs(page);
      await openAnswering(page);
      // The double answers this message as its switch says, until told otherwise.
      const name = randomUUID();
      await setSwitch(name, answer!);
      const values = message(`switch=${name}`);
      await fill(page, values);
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect.poll(() => dialogs).toEqual([`alert: ${SENT}`]);
      await expectValues(page, { name: "", email: "", title: "", message: "" });
      await expect.poll(() => receivedTitled(values.title)).not.toEqual([]);
      await setSwitch(name, "200");
      const delivered = async () =>
        (await receivedTitled(values.title)).filter(
          (s) => s.answer === '200 "OK"',
        );
      await expect.poll(delivered, { timeout: 10_000 }).toHaveLength(1);
      const tries = await receivedTitled(values.title);
      expect(new Set(tries.map((s) => s.fields.message_id)).size).toBe(1);
    });
  }

  test("when the message cannot be kept: the failure alert, and everything typed stays", async ({
    page,
    consoleErrors,
    unwritableStoreOrigin,
  }) => {
    const dialogs = collectDialogs(page);
    await openAnswering(page, unwritableStoreOrigin);
    const values = message();
    await fill(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect.poll(() => dialogs).toEqual([`alert: ${FAILED}`]);
    await expectValues(page, values);
    // The action answers 503, which the browser reports as a failed resource.
    allowConsoleErrors(consoleErrors, /status of 503/);
  });

  test("past the limit, the alert says how long to wait, word for word as the page would", async ({
    page,
    consoleErrors,
  }) => {
    await withOneMessageAllowed(E2E_PORT + 50, async (origin) => {
      const dialogs = collectDialogs(page);
      await openAnswering(page, origin);
      await fill(page, message());
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect.poll(() => dialogs).toEqual([`alert: ${SENT}`]);

      const answered = page.waitForResponse(
        (response) => response.request().method() === "POST",
      );
      const values = message();
      await fill(page, values);
      await page.getByRole("button", { name: "Send Message" }).click();
      const refused = await answered;
      expect(refused.status()).toBe(429);
      await expect
        .poll(() => dialogs)
        .toEqual([
          `alert: ${SENT}`,
          `alert: ${tooManyNotice(refused.headers()["retry-after"])}`,
        ]);
      await expectValues(page, values);
      await expect(page).toHaveURL(`${origin}/contact`);
    });
    allowConsoleErrors(consoleErrors, /status of 429/);
  });

  test("on a slow connection the button says it is sending and cannot be pressed twice", async ({
    page,
  }) => {
    const dialogs = collectDialogs(page);
    await openAnswering(page);
    let letThrough = () => {};
    const through = new Promise<void>((resolve) => (letThrough = resolve));
    await page.route("**/contact", async (route) => {
      if (route.request().method() === "POST") await through;
      await route.continue();
    });
    const values = message();
    await fill(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();

    const sending = page.getByRole("button", { name: "Sending…" });
    await expect(sending).toBeDisabled();
    await sending.click({ force: true });
    letThrough();
    await expect(
      page.getByRole("button", { name: "Send Message" }),
    ).toBeEnabled();
    expect(dialogs).toEqual([`alert: ${SENT}`]);
    await expect.poll(() => receivedTitled(values.title)).toHaveLength(1);
  });

  test("input the server refuses shows an error at each field, focuses the first, and is not sent", async ({
    page,
    consoleErrors,
  }) => {
    const dialogs = collectDialogs(page);
    await openAnswering(page);
    // Both pass the browser's own checks; the server is stricter.
    const values = { ...message(), name: "   ", email: "ann@example" };
    await fill(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(field(page, "name")).toBeFocused();
    await expect(field(page, "name")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "name")).toHaveAccessibleDescription(
      "Please enter your name.",
    );
    await expect(field(page, "email")).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );
    await expect(field(page, "title")).not.toHaveAttribute("aria-invalid");
    await expectValues(page, values);
    expect(await axeViolations(page, { include: "form.contact-form" })).toEqual(
      [],
    );
    expect(dialogs).toEqual([]);
    expect(await receivedTitled(values.title)).toEqual([]);
    allowConsoleErrors(consoleErrors, /status of 400/);
  });

  test("the keyboard goes from the message straight to the button, past the honeypot", async ({
    page,
  }) => {
    await openAnswering(page);
    await expect(page.getByRole("textbox")).toHaveCount(4);
    await field(page, "title").focus();
    await page.keyboard.press("Tab");
    await expect(field(page, "message")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("button", { name: "Send Message" }),
    ).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "a sent message comes back as a status over an empty form, with the SDK's fields",
    { tag: "@both" },
    async ({ page }) => {
      await page.goto("/contact");
      const values = message();
      await fill(page, values);
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(page.getByRole("status")).toHaveText(SENT);
      // The answer is a new page; on a phone the form is below the first screen, and the
      // visitor must not have to scroll to find out whether the message went.
      await expect(page.getByRole("status")).toBeFocused();
      await expect(page.getByRole("status")).toBeInViewport();
      await expectValues(page, { name: "", email: "", title: "", message: "" });
      await expect.poll(() => receivedTitled(values.title)).toHaveLength(1);
      const [submission] = await receivedTitled(values.title);
      expect(submission!.parts).toEqual(expectedParts(values));
    },
  );

  test("a message that cannot be kept comes back as an alert region, with every value still typed", async ({
    page,
    consoleErrors,
    unwritableStoreOrigin,
  }) => {
    await page.goto(`${unwritableStoreOrigin}/contact`);
    const values = message();
    await fill(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByRole("alert")).toHaveText(FAILED);
    await expect(page.getByRole("alert")).toBeFocused();
    await expect(page.getByRole("alert")).toBeInViewport();
    await expectValues(page, values);
    allowConsoleErrors(consoleErrors, /status of 503/);
  });

  test("past the limit, the page says how long to wait, with every value still typed", async ({
    page,
    consoleErrors,
  }) => {
    await withOneMessageAllowed(E2E_PORT + 51, async (origin) => {
      await page.goto(`${origin}/contact`);
      await fill(page, message());
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("status")).toHaveText(SENT);

      const values = message();
      await fill(page, values);
      const answered = page.waitForResponse(
        (response) => response.request().method() === "POST",
      );
      await page.getByRole("button", { name: "Send Message" }).click();
      const refused = await answered;
      expect(refused.status()).toBe(429);
      await expect(page.getByRole("alert")).toHaveText(
        tooManyNotice(refused.headers()["retry-after"]),
      );
      await expectValues(page, values);
    });
    allowConsoleErrors(consoleErrors, /status of 429/);
  });

  test("refused input comes back with the errors, the values and focus on the first", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/contact");
    const values = { ...message(), email: "ann@example" };
    await fill(page, values);
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(field(page, "email")).toHaveAccessibleDescription(
      "Please enter a valid email address, like name@example.com.",
    );
    await expect(field(page, "email")).toBeFocused();
    await expectValues(page, values);
    expect(await receivedTitled(values.title)).toEqual([]);
    allowConsoleErrors(consoleErrors, /status of 400/);
  });
});

test("no email-service identifier reaches the served pages or the client build", async ({
  request,
  unwritableStoreOrigin,
}) => {
  const secrets = Object.values(E2E_EMAIL_IDS);
  const served: string[] = [await (await request.get("/contact")).text()];
  for (const origin of ["", unwritableStoreOrigin]) {
    const form = message();
    served.push(
      await (await request.post(`${origin}/contact`, { form })).text(),
    );
    served.push(
      await (
        await request.post(`${origin}/contact.data`, {
          form,
        })
      ).text(),
    );
  }
  expect(served.join("\n")).toContain(SENT);
  expect(served.join("\n")).toContain(FAILED);

  const buildDir = path.resolve("build/client");
  const files = await readdir(buildDir, {
    recursive: true,
    withFileTypes: true,
  });
  const scripts = files.filter((file) => file.isFile());
  expect(scripts.length).toBeGreaterThan(0);
  const bundle = (
    await Promise.all(
      scripts.map((file) =>
        readFile(path.join(file.parentPath, file.name), "utf8"),
      ),
    )
  ).join("\n");

  for (const text of [...served, bundle]) {
    for (const secret of secrets) expect(text).not.toContain(secret);
    // Nor any sign that the browser could call the service itself.
    expect(text).not.toContain("EMAILJS_");
    expect(text).not.toContain("/api/v1.0/email");
  }
});
