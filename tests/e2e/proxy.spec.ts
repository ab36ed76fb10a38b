// The site where owners put it: behind a TLS reverse proxy (Debian's nginx), in the usual setup
// and behind a bare proxy_pass. Through each: the form with and without JavaScript, the accent
// without JavaScript, HSTS and Secure cookies, and limits that spoofed headers cannot reset.
import { randomUUID } from "node:crypto";

import type { Page } from "@playwright/test";

import { receivedTitled } from "./email-service-env";
import { expect, test } from "./fixtures";
import { formBody, rawRequest } from "./raw-http";
import { startServer } from "./server-process";
import type { ServerProcess } from "./server-process";
import { E2E_PORT } from "./site-url";
import { findNginx } from "./nginx";
import { startTlsProxy } from "./tls-proxy";
import type { ProxySetup } from "./tls-proxy";
import { scriptAnswers } from "./page-helpers";

const nginx = findNginx();
const CONTACT_LIMIT = 3;
const SENT = "Message sent successfully!";

const SETUPS: ProxySetup[] = [
  { name: "usual", port: E2E_PORT + 4, upstreamPorts: [E2E_PORT + 6] },
  { name: "bare", port: E2E_PORT + 5, upstreamPorts: [E2E_PORT + 7] },
];

const siteUrl = (setup: ProxySetup) => `https://localhost:${setup.port}`;

test.describe.configure({ mode: "serial" });
// Skipped only where nginx cannot be installed (npm test installs it with Debian's package);
// the test summary then reports the proxy suite as not run, on its own line, rather than passed.
test.skip(!nginx, "nginx is not installed: the proxy suite cannot run");
test.use({ ignoreHTTPSErrors: true });

let proxy: Awaited<ReturnType<typeof startTlsProxy>> | undefined;
const sites: ServerProcess[] = [];

test.beforeAll(async () => {
  for (const setup of SETUPS) {
    sites.push(
      await startServer({
        port: setup.upstreamPorts[0]!,
        env: {
          SITE_URL: siteUrl(setup),
          CONTACT_RATE_LIMIT_MAX: String(CONTACT_LIMIT),
          // The usual setup adds X-Forwarded-For: one proxy is trusted. The bare one adds nothing.
          ...(setup.name === "usual" ? { TRUST_PROXY: "1" } : {}),
        },
      }),
    );
  }
  proxy = await startTlsProxy(nginx!, SETUPS);
});

test.afterAll(async () => {
  await proxy?.stop();
  for (const site of sites) await site.stop();
});

function message() {
  return {
    name: "Ann Example",
    email: "ann@example.com",
    title: `Through the proxy ${randomUUID()}`,
    message: "Hello from behind a proxy.",
  };
}

async function fillAndSend(page: Page, values: ReturnType<typeof message>) {
  await page
    .getByRole("textbox", { name: "Name", exact: true })
    .fill(values.name);
  await page
    .getByRole("textbox", { name: "Email", exact: true })
    .fill(values.email);
  await page
    .getByRole("textbox", { name: "Subject", exact: true })
    .fill(values.title);
  await page
    .getByRole("textbox", { name: "Message", exact: true })
    .fill(values.message);
  await page.getByRole("button", { name: "Send Message" }).click();
}

/** A form post as a browser on this loopback address sends it through the proxy. */
/** The form as a browser without JavaScript posts it, or, to `/contact.data`, with it. */
function postContact(
  setup: ProxySetup,
  from: string,
  headers: Record<string, string> = {},
  address = "/contact",
) {
  return rawRequest(`${siteUrl(setup)}${address}`, {
    method: "POST",
    from,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: siteUrl(setup),
      ...headers,
    },
    body: formBody(message()),
  });
}

for (const setup of SETUPS) {
  test.describe(`behind nginx, ${setup.name} setup`, () => {
    test("the contact form sends without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        ignoreHTTPSErrors: true,
      });
      try {
        const page = await context.newPage();
        await page.goto(`${siteUrl(setup)}/contact`);
        const values = message();
        await fillAndSend(page, values);
        await expect(page.getByRole("status")).toHaveText(SENT);
        await expect.poll(() => receivedTitled(values.title)).toHaveLength(1);
      } finally {
        await context.close();
      }
    });

    test("the contact form sends with JavaScript", async ({ page }) => {
      const dialogs: string[] = [];
      page.on("dialog", async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.accept();
      });
      await page.goto(`${siteUrl(setup)}/contact`);
      await scriptAnswers(page);
      const values = message();
      await fillAndSend(page, values);
      await expect.poll(() => dialogs).toEqual([SENT]);
      await expect.poll(() => receivedTitled(values.title)).toHaveLength(1);
    });

    test("the accent is chosen without JavaScript, in a Secure cookie, under HSTS", async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        ignoreHTTPSErrors: true,
      });
      try {
        const page = await context.newPage();
        const first = await page.goto(`${siteUrl(setup)}/portfolio/2`);
        expect(first!.headers()["strict-transport-security"]).toBe(
          "max-age=31536000; includeSubDomains",
        );
        await page.getByLabel("Colours", { exact: true }).click();
        await page.getByRole("button", { name: "#4A90E2" }).click();
        await expect(page).toHaveURL(`${siteUrl(setup)}/portfolio/2`);
        await page.waitForLoadState();
        const accent = await page.evaluate(() =>
          getComputedStyle(document.documentElement)
            .getPropertyValue("--main-color")
            .trim(),
        );
        expect(accent).toBe("#4a90e2");
        const [cookie] = await context.cookies();
        expect(cookie).toMatchObject({
          name: "accent",
          value: "4a90e2.4a90e2.3b72b4",
          secure: true,
        });
      } finally {
        await context.close();
      }
    });

    test("spoofed X-Forwarded-For values reset no limit", async () => {
      const visitor = setup.name === "usual" ? "127.0.0.41" : "127.0.0.42";
      const statuses: number[] = [];
      for (let i = 0; i <= CONTACT_LIMIT + 3; i++)
        statuses.push((await postContact(setup, visitor)).status);
      expect(statuses.at(-1)).toBe(429);
      for (const spoofed of [
        "198.51.100.7",
        "127.0.0.1",
        "unknown",
        "2001:db8::1, 10.0.0.1",
      ]) {
        const answer = await postContact(setup, visitor, {
          "X-Forwarded-For": spoofed,
        });
        expect(answer.status, spoofed).toBe(429);
      }
    });

    if (setup.name === "usual")
      test("each visitor has a contact limit of their own", async () => {
        for (let i = 0; i < CONTACT_LIMIT; i++)
          expect((await postContact(setup, "127.0.0.43")).status).toBe(200);
        // Told when to try again, whether the form was sent without JavaScript or with it.
        for (const address of ["/contact", "/contact.data"]) {
          const refused = await postContact(setup, "127.0.0.43", {}, address);
          expect(refused.status, address).toBe(429);
          expect(
            Number(refused.headers["retry-after"]),
            address,
          ).toBeGreaterThan(0);
        }
        // Another visitor, behind the same proxy, is not held back.
        expect((await postContact(setup, "127.0.0.44")).status).toBe(200);
      });
  });
}
