// @vitest-environment node
// The message store and the outbox on a real PostgreSQL, where they differ from SQLite: which
// characters it can keep, and leases shared by several instances. Skipped, and said so, where
// PostgreSQL is not installed (npm test installs it with Debian's packages).
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { findPostgres, startPostgres } from "../../tests/e2e/postgres-server";
import { startEmailService } from "../../tests/mocks/email-service.js";
import { eventually } from "../../tests/support/eventually";

import { openMessageStore } from "./message-store.server";
import type { MessageStore } from "./message-store.server";
import { startOutbox } from "./outbox.server";

// What a site in one language does, whatever languages the owner lists.
vi.mock("~/content/languages", async (original) =>
  (await import("../../tests/support/first-language-only")).firstLanguageOnly(
    await original(),
  ),
);

const bin = findPostgres();
const MINUTE = 60_000;

let postgres: Awaited<ReturnType<typeof startPostgres>>;
let double: Awaited<ReturnType<typeof startEmailService>>;
let dir: string;
const log = { log: vi.fn(), error: vi.fn() };
const stores: MessageStore[] = [];
const outboxes: Array<{ stop: () => Promise<void> }> = [];

/** A port no one listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  if (!bin) return;
  postgres = await startPostgres(bin, await freePort());
  double = await startEmailService();
}, 60_000);
afterAll(async () => {
  await postgres?.remove();
  await double?.close();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "store-postgres-"));
  log.log.mockClear();
  log.error.mockClear();
});
afterEach(async () => {
  await Promise.all(outboxes.splice(0).map((outbox) => outbox.stop()));
  // Each test starts on an empty store.
  if (stores[0])
    await stores[0].run((db) => db.deleteFrom("messages").execute());
  await Promise.all(stores.splice(0).map((store) => store.close()));
  rmSync(dir, { recursive: true, force: true });
});

const open = () => {
  const store = openMessageStore({
    dataDir: dir,
    databaseUrl: postgres.url,
    log,
  });
  stores.push(store);
  return store;
};

const ann = {
  name: "Ann Example",
  email: "ann@example.com",
  title: "A role",
  message: "Hello",
};

describe.skipIf(!bin)("on PostgreSQL", () => {
  test("every character the contact form lets through is kept byte for byte", async () => {
    const store = open();
    const typed = {
      name: "Zoë 👩\u200d💻 \u05e9\u05dc\u05d5\u05dd",
      email: "zoë@example.com",
      title: "Über \uffff \ufffd",
      message: "Tabs\tand lines\r\nand\nmore\r, a joiner \u200d, \u202e, 𝄞",
    };
    const id = await store.keep({ ...typed, language: "de" }, 1_000, 10);
    const [kept] = await store.find(id!);
    expect(kept).toMatchObject(typed);
    for (const field of ["name", "email", "title", "message"] as const)
      expect(Buffer.from(kept![field])).toEqual(Buffer.from(typed[field]));
  });

  test("a text Postgres cannot keep is refused, and does not raise the store's alarm", async () => {
    const store = open();
    await store.keep(ann, 1_000, 10);
    // The form refuses a NUL before keeping it (contact-schema.ts); the store, handed one, is
    // not at fault, and says nothing about itself.
    await expect(
      store.keep({ ...ann, message: "Before\u0000after" }, 2_000, 10),
    ).rejects.toMatchObject({ code: "22021" });
    await store.keep(ann, 3_000, 10);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.log.mock.calls).toEqual([
      [expect.stringMatching(/^Messages are kept in Postgres at /)],
    ]);
    expect(await store.list()).toHaveLength(2);
  });

  test("a starting instance releases what an instance no longer heard from held, and leaves a running one's", async () => {
    const store = open();
    const service = {
      origin: double.origin,
      serviceId: "service_postgres",
      templateId: "template_postgres",
      publicKey: "public-postgres",
      timeoutMs: 10_000,
    };
    double.setSwitch("postgres-leases", "200");
    const message = (holder: string) => ({
      ...ann,
      title: `Held by ${holder} [double:switch=postgres-leases]`,
    });
    const now = Date.now();
    for (const holder of ["running", "stopped"]) {
      await store.keep(message(holder), now, 10);
      await store.claim(now, now + 15 * MINUTE, holder);
    }
    // The running instance was heard from a moment ago, the stopped one a minute ago.
    await store.beat("running", now);
    await store.beat("stopped", now - MINUTE);
    outboxes.push(
      startOutbox({
        store: open(),
        service,
        maxUndelivered: 100,
        keepTimeoutMs: 2000,
        retentionDays: 90,
        instance: "starting",
      }),
    );
    await eventually(() =>
      expect(
        double.submissions.filter((submission) =>
          submission.fields.title?.includes("switch=postgres-leases]"),
        ),
      ).toHaveLength(1),
    );
    const byTitle = async () =>
      new Map((await store.list()).map((kept) => [kept.title, kept]));
    await eventually(async () =>
      expect((await byTitle()).get(message("stopped").title)).toMatchObject({
        status: "delivered",
        attempts: 2,
      }),
    );
    expect((await byTitle()).get(message("running").title)).toMatchObject({
      status: "waiting",
      sendingBy: "running",
      sendingUntil: now + 15 * MINUTE,
    });
  });
});
