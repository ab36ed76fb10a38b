// No message lost: the site keeps every message in its SQLite file before it answers, and
// delivers it when the email service can take it, whatever the service does meanwhile; a server
// killed outright or a full disk loses nothing; and the owner reads and manages the messages
// with `npm run messages`. Each server here has its own folder, and a delivery clock that runs
// fast (DELIVERY_SPEEDUP), so that hours of the schedule pass in a second.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import type { AddressInfo, Socket } from "node:net";
import {
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import type { Page } from "@playwright/test";

import { receivedContaining, setSwitch } from "./email-service-env";
import { expect, test } from "./fixtures";
import { startServer } from "./server-process";
import type { ServerProcess } from "./server-process";
import { E2E_PORT } from "./site-url";
import { scriptAnswers } from "./page-helpers";

const SENT = "Message sent successfully!";
const FAILED = "Failed to send the message. Please try again.";
const SPEEDUP = 20_000;
// The schedule's longest pause: whatever a message went through, it is tried again within it.
const LONGEST_PAUSE_MS = (12 * 60 * 60 * 1000) / SPEEDUP;

test.describe.configure({ timeout: 60_000 });

type Values = { name: string; email: string; title: string; message: string };

const values = (title: string): Values => ({
  name: "Ann Example",
  email: "ann@example.com",
  title,
  message: "Hello,\nare you free for a call?",
});

async function fillAndSend(
  page: Page,
  { name, email, title, message }: Values,
) {
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: "Email" }).fill(email);
  await page.getByRole("textbox", { name: "Subject" }).fill(title);
  await page.getByRole("textbox", { name: "Message" }).fill(message);
  await page.getByRole("button", { name: "Send Message" }).click();
}

/**
 * `npm run messages -- …` on a folder, as the owner runs it: in the owner's environment, without
 * the FORCE_COLOR the test runner gives its workers, beside which an owner's NO_COLOR makes Node
 * warn on the command's stderr.
 */
async function messages(dir: string, ...args: string[]) {
  const { FORCE_COLOR: _, ...owner } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["build/messages.js", ...args],
    { env: { ...owner, DATA_DIR: dir } },
  );
  return stdout;
}

test("20 messages sent while the service refuses, fails or is silent: each is a success to its visitor, and arrives once it is back", async ({
  browser,
}) => {
  const server = await startServer({
    port: E2E_PORT + 15,
    env: {
      DELIVERY_SPEEDUP: String(SPEEDUP),
      EMAILJS_TIMEOUT_MS: "500",
      CONTACT_RATE_LIMIT_MAX: "10000",
      CONTACT_ATTEMPT_RATE_LIMIT_MAX: "10000",
      REQUEST_LOG: "off",
    },
  });
  try {
    const run = randomUUID().slice(0, 8);
    const modes = ["403", "429", "500", "hang"];
    for (const mode of modes) await setSwitch(`${run}-${mode}`, mode);
    const withScript = await browser.newPage();
    const withoutScript = await (
      await browser.newContext({ javaScriptEnabled: false })
    ).newPage();
    const dialogs: string[] = [];
    withScript.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await withScript.goto(`${server.origin}/contact`);
    await scriptAnswers(withScript);
    await withoutScript.goto(`${server.origin}/contact`);

    const titles: string[] = [];
    for (let number = 0; number < 20; number++) {
      const title = `Message ${number} [double:switch=${run}-${modes[number % 4]}]`;
      titles.push(title);
      // Each way the service fails, with JavaScript and without.
      if (Math.floor(number / 4) % 2 === 0) {
        const before = dialogs.length;
        await fillAndSend(withScript, values(title));
        await expect.poll(() => dialogs.slice(before)).toEqual([SENT]);
      } else {
        await fillAndSend(withoutScript, values(title));
        await expect(withoutScript.getByRole("status")).toHaveText(SENT);
      }
    }
    await withScript.close();
    await withoutScript.context().close();
    // The service saw some of them, and took none.
    const refused = await receivedContaining(run);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((s) => s.answer.startsWith("200"))).toEqual([]);

    for (const mode of modes) await setSwitch(`${run}-${mode}`, "200");
    const healed = Date.now();
    const accepted = async () =>
      (await receivedContaining(run)).filter((s) => s.answer.startsWith("200"));
    await expect
      .poll(async () => (await accepted()).length, {
        timeout: LONGEST_PAUSE_MS + 10_000,
      })
      .toBe(20);
    expect(Date.now() - healed).toBeLessThan(LONGEST_PAUSE_MS + 5_000);
    // Each once, with its own id, which every try of it carried.
    const arrived = await accepted();
    expect(arrived.map((s) => s.fields.title).sort()).toEqual(
      [...titles].sort(),
    );
    const ids = new Set(arrived.map((s) => s.fields.message_id));
    expect(ids.size).toBe(20);
    for (const tried of await receivedContaining(run))
      expect(ids.has(tried.fields.message_id!)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await accepted()).toHaveLength(20);
  } finally {
    await server.stop();
  }
});

test("killed outright right after answering a visitor, the server delivers the message once it is started again", async ({
  request,
}) => {
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-killed-"));
  const env = {
    DATA_DIR: dir,
    DELIVERY_SPEEDUP: "3600",
    EMAILJS_TIMEOUT_MS: "500",
    REQUEST_LOG: "off",
  };
  // The server that is killed sends to a service that takes the request and never answers: its
  // try, if it makes one, ends with it. Sent to the double switched to hang instead, a try the
  // double had not yet read when the test switched it to answer was answered, and the message
  // arrived twice, as it may when a server dies mid-try; on a busy machine the double often read
  // it late.
  const held = new Set<Socket>();
  const silent = createServer((socket) => held.add(socket));
  await new Promise<void>((resolve) =>
    silent.listen(0, "127.0.0.1", () => resolve()),
  );
  const { port } = silent.address() as AddressInfo;
  const name = randomUUID();
  let killed: ServerProcess | undefined;
  let again: ServerProcess | undefined;
  try {
    killed = await startServer({
      port: E2E_PORT + 16,
      env: { ...env, EMAILJS_ORIGIN: `http://127.0.0.1:${port}` },
    });
    const answer = await request.post(`${killed.origin}/contact`, {
      form: values(`Before the crash ${name}`),
    });
    expect(await answer.text()).toContain(SENT);
    killed.process.kill("SIGKILL");
    await killed.exited;
    again = await startServer({ port: E2E_PORT + 16, env });
    await expect
      .poll(async () =>
        (await receivedContaining(name)).filter((s) =>
          s.answer.startsWith("200"),
        ),
      )
      .toHaveLength(1);
  } finally {
    await killed?.stop();
    await again?.stop();
    for (const socket of held) socket.destroy();
    silent.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a full disk: the failure alert with the words kept, pages still answer; with room again the next message is kept", async ({
  browser,
}) => {
  // A small file system of its own, filled up: a mount needs root, which npm test has in CI.
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-full-"));
  const mounted = await promisify(execFile)("mount", [
    "-t",
    "tmpfs",
    "-o",
    "size=512k",
    "tmpfs",
    dir,
  ]).then(
    () => true,
    () => false,
  );
  // Skipped only where no small file system can be mounted (not root, or no tmpfs): a disk
  // cannot be filled safely otherwise, and the run reports the test as skipped, not passed.
  test.skip(
    !mounted,
    userInfo().uid === 0
      ? "a tmpfs could not be mounted here: the full-disk test cannot run"
      : "mounting a small file system needs root: the full-disk test cannot run",
  );
  let full: ServerProcess | undefined;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    full = await startServer({
      port: E2E_PORT + 21,
      env: { DATA_DIR: dir, REQUEST_LOG: "off" },
    });
    await page.goto(`${full.origin}/contact`);
    await fillAndSend(page, values("Before the disk is full"));
    await expect(page.getByRole("status")).toHaveText(SENT);

    const filler = path.join(dir, "filler");
    try {
      writeFileSync(filler, Buffer.alloc(1024 * 1024));
    } catch {
      // ENOSPC: the disk is full now, as intended.
    }
    const typed = values(`While the disk is full ${randomUUID()}`);
    await fillAndSend(page, typed);
    await expect(page.getByRole("alert")).toHaveText(FAILED);
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue(
      typed.title,
    );
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      typed.message,
    );
    expect((await page.request.get(`${full.origin}/about`)).status()).toBe(200);
    expect(full.output()).toMatch(
      /Messages cannot be kept in .*messages\.db \(SQLITE_FULL/,
    );

    rmSync(filler);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText(SENT);
    expect(full.output()).toMatch(
      /Messages are kept in .*messages\.db again\./,
    );
  } finally {
    await context.close();
    await full?.stop();
    await promisify(execFile)("umount", [dir]).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the owner lists, shows, exports, retries and deletes messages; a deleted one is gone from the file", async ({
  request,
}) => {
  // The schedule as it runs for the owner: a failed message waits a minute; a try the service
  // never answers lasts two. Whatever happens in the file while the server runs is settled
  // before any of it is read: the server is stopped first.
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-owner-"));
  const start = () =>
    startServer({
      port: E2E_PORT + 22,
      env: { DATA_DIR: dir, EMAILJS_TIMEOUT_MS: "120000", REQUEST_LOG: "off" },
    });
  let owned = await start();
  try {
    const name = randomUUID();
    await setSwitch(`${name}-fails`, "500");
    await setSwitch(`${name}-hangs`, "hang");
    const title = `For the owner [double:switch=${name}-fails]`;
    const hanging = `Being sent [double:switch=${name}-hangs]`;
    // With an escape sequence that would write to the owner's clipboard, were it obeyed.
    const words = `Words to find ${randomUUID()}\u001b]52;c;cHduZWQ=\u0007`;
    for (const message of [
      values(`Delivered ${name}`),
      { ...values(title), email: "bo@example.org", message: words },
      values(hanging),
    ])
      await request.post(`${owned.origin}/contact`, { form: message });
    await expect
      .poll(async () => (await receivedContaining(name)).length)
      .toBe(3);

    // A message whose try is under way is left to it: the owner is told so, not that none is due.
    const rowOf = (list: string, subject: string) =>
      list.split("\n").find((line) => line.includes(subject))!;
    const sendingId = rowOf(await messages(dir, "list"), hanging).split(
      " ",
    )[0]!;
    expect(await messages(dir, "retry", sendingId)).toBe(
      "1 message is being sent now, and left to that try.\n",
    );
    expect(rowOf(await messages(dir, "list"), hanging)).toMatch(
      / being sent now \(try 1\) /,
    );
    await owned.stop();

    const list = await messages(dir, "list");
    const [header, ...rows] = list.trimEnd().split("\n");
    expect(header).toMatch(/^ID +RECEIVED \(UTC\) +STATE +FROM +SUBJECT$/);
    expect(rows).toHaveLength(3);
    const deliveredId = rowOf(list, "Delivered").split(" ")[0]!;
    expect(rowOf(list, "Delivered")).toMatch(/ delivered /);
    const row = rowOf(list, title);
    expect(row).toMatch(/ waiting \(1 try, next \d{4}-\d\d-\d\d \d\d:\d\d\) /);
    expect(row).toContain("Ann Example <bo@example.org>");
    const id = row.split(" ")[0]!;

    const shown = await messages(dir, "show", id);
    expect(shown).toMatch(new RegExp(`^Message ${id}[0-9a-f-]{28}\\n`));
    expect(shown).toContain(`Subject:  ${title}`);
    expect(shown).toContain(
      "Last try: service failure: the email service answered 500",
    );
    // No control character but the line breaks.
    expect(shown).not.toMatch(/[^\P{Cc}\n]/u);
    expect(
      shown
        .trimEnd()
        .endsWith(
          words.replace("\u001b", "\\u{1b}").replace("\u0007", "\\u{7}"),
        ),
    ).toBe(true);

    const exported = JSON.parse(await messages(dir, "export"));
    expect(exported).toHaveLength(3);
    expect(
      exported.find((m: { title: string }) => m.title === title),
    ).toMatchObject({
      email: "bo@example.org",
      message: words,
      status: "waiting",
      attempts: 1,
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const csv = await messages(dir, "export", "--csv");
    expect(csv.split("\n")[0]).toBe(
      "id,name,email,title,message,status,attempts,lastError,language,receivedAt,deliveredAt,nextAttemptAt",
    );
    expect(csv).toContain(words);

    // A delivered message has nothing left to send.
    expect(await messages(dir, "retry", deliveredId)).toMatch(
      /^Message [0-9a-f-]{36} was delivered at \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\): there is nothing to send\.\n$/,
    );
    // The service is back: the owner's retry has the server send it as it starts, not a minute on.
    await setSwitch(`${name}-fails`, "200");
    expect(await messages(dir, "retry", id)).toBe(
      "1 message is due now; a running server sends it within seconds.\n",
    );
    owned = await start();
    await expect
      .poll(async () =>
        (await receivedContaining(title)).filter((s) =>
          s.answer.startsWith("200"),
        ),
      )
      .toHaveLength(1);

    expect(await messages(dir, "delete", id)).toMatch(
      /^Deleted message [0-9a-f-]{36}\.\n$/,
    );
    expect(await messages(dir, "list")).not.toContain(title);
    for (const file of readdirSync(dir))
      expect(readFileSync(path.join(dir, file)).includes(words), file).toBe(
        false,
      );
  } finally {
    await owned.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the owner backs up the messages while the server runs and visitors write, and restores them into a fresh store, twice without a copy", async ({
  request,
}) => {
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-backup-"));
  const fresh = path.join(dir, "fresh");
  const file = path.join(dir, "messages-backup.db");
  const server = await startServer({
    port: E2E_PORT + 25,
    env: {
      DATA_DIR: path.join(dir, "data"),
      CONTACT_RATE_LIMIT_MAX: "10000",
      CONTACT_ATTEMPT_RATE_LIMIT_MAX: "10000",
      REQUEST_LOG: "off",
    },
  });
  const run = randomUUID();
  const send = async (number: number) => {
    const answer = await request.post(`${server.origin}/contact`, {
      form: {
        ...values(`Backed up ${number} ${run}`),
        email: `${run}@example.com`,
      },
    });
    expect(await answer.text()).toContain(SENT);
  };
  try {
    for (let number = 0; number < 5; number++) await send(number);
    // Visitors go on writing while the backup is taken.
    let writing = true;
    const visitors = (async () => {
      for (let number = 5; writing; number++) await send(number);
    })();
    const taken = await messages(
      path.join(dir, "data"),
      "backup",
      file,
    ).finally(() => (writing = false));
    await visitors;
    const [, count] = /^(\d+) messages backed up to (?:.+)\.\n$/.exec(taken)!;
    expect(Number(count)).toBeGreaterThanOrEqual(5);
    // The owner's record says how many and where, never a visitor's words or address.
    expect(taken).not.toContain(run);
    expect(taken).not.toContain("Ann Example");

    // A second backup to the same file is refused, and leaves the first as it was.
    const before = readFileSync(file);
    const refused = await messages(path.join(dir, "data"), "backup", file).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused?.code).toBe(1);
    expect(refused?.stderr).toMatch(
      /^Cannot back up the messages in .*messages\.db to .*messages-backup\.db: the file exists already, and a backup never overwrites one: name a new file\n$/,
    );
    expect(readFileSync(file)).toEqual(before);

    expect(await messages(fresh, "restore", file)).toBe(
      `${count} messages restored from ${file}.\n`,
    );
    expect(await messages(fresh, "restore", file)).toBe(
      `0 messages restored from ${file}.\n${count} messages are in the store already, and left as they are.\n`,
    );
    const restored = JSON.parse(await messages(fresh, "export")) as Values[];
    expect(restored).toHaveLength(Number(count));
    for (let number = 0; number < 5; number++)
      expect(restored.map((message) => message.title)).toContain(
        `Backed up ${number} ${run}`,
      );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
