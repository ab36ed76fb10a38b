// `npm run dev` runs the production server (server.ts) with Vite's middleware in front of the app:
// a developer sees the headers, limits and cache rules visitors get, and the drafts no build has;
// an edit to a component, a stylesheet, the content or a post shows in the open page without a
// restart; stopping it leaves nothing running. It runs in a copy of the project holding a draft,
// built as the checkout is.
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { languages } from "../../app/content/languages";
import { profile } from "../../app/content/profile";
import { E2E_EMAIL_ENV } from "./email-service-env";
import { DRAFT } from "./fixture-posts";
import { dataDir, expect, test } from "./fixtures";
import { asHtmlText } from "./page-helpers";
import { copyProject } from "./project-copy";
import { formBody, rawRequest } from "./raw-http";
import { startServer } from "./server-process";
import { E2E_PORT, E2E_SITE_URL } from "./site-url";
import { SCRIPT_ANSWERS } from "./page-helpers";

const PORT = E2E_PORT + 9;
const origin = `http://127.0.0.1:${PORT}`;

// What the edits change, read from the content as it is: the default language's words (the first
// the owner lists) and the owner's job title. Each edit is a statement added to the end of its
// file, so it applies to whatever the owner wrote there.
const [[LANGUAGE, WORDS]] = Object.entries(languages) as [
  [string, (typeof languages)[keyof typeof languages]],
];
const WORDS_FILE = `app/content/words/${LANGUAGE}.ts`;
const PERSONAL = WORDS.about.personalInformation;
const NEW_PERSONAL = `${PERSONAL}, edited`;
const NEW_TITLE = `Lead ${profile.jobTitle}`;

/**
 * The processes still running in a process group (a terminal's job, say). One that has exited and
 * waits only to be reaped (a zombie, state Z) is left out: it runs nothing and holds nothing, and
 * whether it lingers is up to the machine's first process, which may never reap orphans.
 */
function processesIn(group: number): string[] {
  try {
    return execFileSync("ps", ["-o", "pid=,stat=,args=", "-g", String(group)])
      .toString()
      .trim()
      .split("\n")
      .filter((line) => line && !/^\s*\d+\s+Z/.test(line));
  } catch {
    return []; // ps exits 1 when it finds none
  }
}

const answers = () =>
  fetch(`${origin}/robots.txt`).then(
    () => true,
    () => false,
  );

// Headers that differ between any two answers.
const PER_ANSWER = new Set(["date", "etag", "content-length", "keep-alive"]);

function comparable(headers: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !PER_ANSWER.has(name))
      .map(([name, value]) => [
        name,
        // The development build's scripts differ, and so do their hashes.
        name === "content-security-policy"
          ? String(value)
              .replace(/'sha256-[^']+'/g, "'sha256-…'")
              .replace(/( 'sha256-…')+/g, " 'sha256-…'")
              // Vite's client waits for a restarted server from a worker of its own.
              .replace(" worker-src 'self' blob:;", "")
          : value,
      ]),
  );
}

test.describe("npm run dev", () => {
  // One server for the first three tests, one after the other; the port for the last too.
  test.describe.configure({ mode: "serial" });

  let dir: string;
  let data: ReturnType<typeof dataDir>;
  // The process group of the `npm run dev` running, stopped after a test that timed out too.
  let group: number | undefined;
  let exited: Promise<number | null>;
  let log = "";
  /** Rewrites a file of the copy as an owner's editor would. */
  const editNow = (file: string, change: (text: string) => string) => {
    const at = path.join(dir, file);
    writeFileSync(at, change(readFileSync(at, "utf8")));
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = copyProject("dev-");
    mkdirSync(path.join(dir, "app/content/posts"), { recursive: true });
    cpSync(
      path.join("tests/fixtures/posts", DRAFT.file),
      path.join(dir, "app/content/posts", DRAFT.file),
    );
    // The checkout's production build, to show `npm start` still serves it after `npm run dev`,
    // and shows no draft.
    cpSync("build", path.join(dir, "build"), { recursive: true });
    data = dataDir();
    const env = {
      ...process.env,
      ...E2E_EMAIL_ENV,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      SITE_URL: E2E_SITE_URL,
      ACCENT_RATE_LIMIT_MAX: "2",
      DATA_DIR: data.dir,
    };
    // A group of its own, as a terminal gives a job, so what it leaves behind can be seen.
    const dev = spawn("npm", ["run", "dev"], { cwd: dir, env, detached: true });
    dev.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    dev.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    exited = new Promise((resolve) => dev.on("exit", resolve));
    group = dev.pid!;
    await expect.poll(answers, { timeout: 150_000 }).toBe(true);
  });
  test.afterAll(() => {
    if (group && processesIn(group).length) process.kill(-group, "SIGKILL");
    data?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test("serves with the production server's headers, kept pages and limits, and shows the draft", async ({
    baseURL,
    page,
  }) => {
    // The same headers as the production server the other tests use (same SITE_URL), the
    // page kept and answered 304 as it is there.
    const about = (at: string, headers = {}) =>
      rawRequest(`${at}/about`, { headers });
    const fromDev = await about(origin);
    expect(comparable(fromDev.headers)).toEqual(
      comparable((await about(baseURL!)).headers),
    );
    expect(
      (await about(origin, { "If-None-Match": fromDev.headers.etag! })).status,
    ).toBe(304);

    // The same limit on the accent form: two, then 429.
    const keep = () =>
      rawRequest(`${origin}/resources/colors`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: formBody({ accent: "#4a90e2" }),
      });
    expect([(await keep()).status, (await keep()).status]).toEqual([303, 303]);
    expect((await keep()).status).toBe(429);

    // The draft is listed and shown, marked as one: the owner sees it before publishing it.
    await page.goto(`${origin}/blog`);
    const draft = page.locator(".post-list article", { hasText: DRAFT.title });
    await expect(draft.locator(".draft-mark")).toHaveText("Draft");
    await page.goto(`${origin}/blog/${DRAFT.slug}`);
    await expect(page.locator(".post .draft-mark")).toBeVisible();
    // Nothing the page might still ask for can fail once the server is gone.
    await page.goto("about:blank");
  });

  test("a fresh clone's first visit to every page loads once: no package is found late", async ({
    page,
  }) => {
    // The copy's Vite cache started empty. A package first met as a page asks for it would be
    // bundled then, and every open page reloaded, its scripts failing meanwhile.
    for (const address of [
      "/",
      "/about",
      "/skills",
      "/resume",
      "/portfolio",
      "/contact",
    ]) {
      await page.goto(`${origin}${address}`);
      // The page's script answers: its gear's panel marks the colours on show.
      await expect(page.locator(SCRIPT_ANSWERS).first()).toBeAttached();
    }
    expect(log).not.toContain("optimized dependencies changed");
  });

  /**
   * Opens `address` and checks it, again if need be: the dev server may still be reloading the
   * open page for an earlier edit of the content (once the content step has run again, seconds
   * later on a busy machine), which ends a navigation begun meanwhile.
   */
  async function openAfterReloads(
    page: Page,
    address: string,
    check: () => Promise<void>,
  ) {
    await expect(async () => {
      await page.goto(address);
      await check();
    }).toPass({ timeout: 60_000 });
  }

  test("an edit to a component, a stylesheet, the content or a post shows in the open page, without a restart", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const starts = () => log.split("Listening on").length - 1;
    expect(starts()).toBe(1);
    // Each page the editor reloads hears of the next edit once Vite's client in it is connected:
    // an edit saved before that, within a second of the reload, is one the page never hears of.
    let connected = false;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) connected = false;
    });
    page.on("console", (message) => {
      if (message.text() === "[vite] connected.") connected = true;
    });
    const edit = async (file: string, change: (text: string) => string) => {
      await expect.poll(() => connected, { timeout: 30_000 }).toBe(true);
      editNow(file, change);
    };
    await page.goto(`${origin}/about`);
    await expect(page.locator("h1")).toHaveText(WORDS.pages.about.heading);

    // A component: what the About page makes of its words, updated in place.
    const personal = page.getByRole("heading", { level: 2 }).nth(1);
    await expect(personal).toHaveText(PERSONAL);
    await edit("app/routes/about.tsx", (text) =>
      text.replace(
        "<h2>{about.personalInformation}</h2>",
        "<h2>{about.personalInformation}:</h2>",
      ),
    );
    await expect(personal).toHaveText(`${PERSONAL}:`, {
      timeout: 30_000,
    });

    // The site's words, in the owner's content: the same heading's.
    await edit(
      WORDS_FILE,
      (text) =>
        `${text}\nwords.about.personalInformation = ${JSON.stringify(NEW_PERSONAL)};\n`,
    );
    await expect(personal).toHaveText(`${NEW_PERSONAL}:`, { timeout: 30_000 });

    // A stylesheet: the page's headings take the new colour.
    await edit(
      "app/styles/app.css",
      (text) => `${text}\n.page-header h1 { color: rgb(1, 2, 3); }\n`,
    );
    await expect(page.locator(".page-header h1")).toHaveCSS(
      "color",
      "rgb(1, 2, 3)",
      { timeout: 30_000 },
    );

    // The owner's content: their job title. The page is opened once the server renders the new
    // title, not before: opened while the server's watcher had yet to see the edit, which a busy
    // machine delays, its server half said the old title and its browser half the new, and
    // React reported the mismatch.
    await edit(
      "app/content/profile.ts",
      (text) => `${text}\nprofile.jobTitle = ${JSON.stringify(NEW_TITLE)};\n`,
    );
    await expect
      .poll(async () => (await rawRequest(`${origin}/`)).body, {
        timeout: 30_000,
      })
      .toContain(asHtmlText(NEW_TITLE));
    await openAfterReloads(page, `${origin}/`, () =>
      expect(page.locator(".hero-greeting")).toContainText(NEW_TITLE, {
        timeout: 5_000,
      }),
    );

    // A post: its title, in the open list of posts, once the post is made again.
    await openAfterReloads(page, `${origin}/blog`, () =>
      expect(page.getByText(DRAFT.title)).toBeVisible({ timeout: 5_000 }),
    );
    await edit(`app/content/posts/${DRAFT.file}`, (text) =>
      text.replace(`title: ${DRAFT.title}`, "title: Finished thoughts"),
    );
    await expect(
      page.getByRole("link", { name: "Finished thoughts", exact: true }),
    ).toBeVisible({ timeout: 60_000 });
    // And the kept document, as a visitor's first request gets it.
    expect((await rawRequest(`${origin}/blog`)).body).toContain(
      "Finished thoughts",
    );

    expect(starts()).toBe(1);
    // The content step's own reload may still come, and end the first try at leaving the page.
    await expect(() => page.goto("about:blank")).toPass({ timeout: 30_000 });
  });

  test("stops without a trace; npm start then serves the production build, without the drafts", async () => {
    // A process manager stops npm alone: nothing it started may stay behind.
    process.kill(group!, "SIGTERM");
    expect(await exited).not.toBeNull();
    await expect.poll(answers, { timeout: 10_000 }).toBe(false);
    await expect
      .poll(() => processesIn(group!), { timeout: 10_000 })
      .toEqual([]);

    // The drafts the development server made are the owner's alone: `npm start` shows none.
    const after = await startServer({ port: PORT, cwd: dir });
    try {
      expect((await rawRequest(`${after.origin}/about`)).status).toBe(200);
      expect(
        (await rawRequest(`${after.origin}/blog/${DRAFT.slug}`)).status,
      ).toBe(404);
    } finally {
      await after.stop();
    }
  });

  test("npm run email:dev stops without a trace", async () => {
    test.setTimeout(30_000);
    const double = spawn("npm", ["run", "email:dev"], {
      env: { ...process.env, EMAIL_DOUBLE_PORT: String(PORT) },
      detached: true,
    });
    const group = double.pid!;
    const exited = new Promise<number | null>((resolve) =>
      double.on("exit", resolve),
    );
    const up = () =>
      fetch(`${origin}/`).then(
        (response) => response.status,
        () => "refused",
      );
    try {
      await expect.poll(up, { timeout: 15_000 }).toBe(200);
      // A terminal's Ctrl-C reaches the whole job.
      process.kill(-group, "SIGINT");
      expect(await exited).toBe(0);
      await expect.poll(up, { timeout: 5_000 }).toBe("refused");
      expect(processesIn(group)).toEqual([]);
    } finally {
      if (processesIn(group).length) process.kill(-group, "SIGKILL");
    }
  });
});
