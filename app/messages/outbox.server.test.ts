// @vitest-environment node
// The outbox with a real store (SQLite) and a real HTTP server standing in for the email service.
// Its clock runs fast: every pause of the schedule is divided by `speedup`, so days of tries pass
// in a second. A pause is read in the outbox's own clock, held still and moved on by the test
// (stoppedClock), never from when requests arrive, which a busy machine delays at will.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { startEmailService } from "../../tests/mocks/email-service.js";
import { eventually } from "../../tests/support/eventually";

import Database from "libsql";

import { openMessageStore } from "./message-store.server";
import type { MessageStore } from "./message-store.server";
import { duration, pauseAfter, startOutbox } from "./outbox.server";

// What a site in one language does, whatever languages the owner lists.
vi.mock("~/content/languages", async (original) =>
  (await import("../../tests/support/first-language-only")).firstLanguageOnly(
    await original(),
  ),
);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let double: Awaited<ReturnType<typeof startEmailService>>;
let dir: string;
let log: ReturnType<typeof captureLog>;
const running: Array<{ stop: () => Promise<void> }> = [];
const stores: MessageStore[] = [];

beforeAll(async () => {
  double = await startEmailService();
});
afterAll(() => double.close());
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
  double.submissions.length = 0;
  log = captureLog();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((outbox) => outbox.stop()));
  await Promise.all(stores.splice(0).map((store) => store.close()));
  rmSync(dir, { recursive: true, force: true });
  // Whatever happened, the log never held what a visitor wrote.
  const text = [...log.out.mock.calls, ...log.err.mock.calls].flat().join("\n");
  for (const personal of ["Ann Example", "ann@example.com", "Private words"])
    expect(text).not.toContain(personal);
});

function captureLog() {
  return {
    out: vi.spyOn(console, "log").mockImplementation(() => {}),
    err: vi.spyOn(console, "error").mockImplementation(() => {}),
  };
}

/** A message the double answers as the switch `name` says ("200" until it is set). */
const message = (name: string, number = 1) => ({
  name: "Ann Example",
  email: "ann@example.com",
  title: `Message ${number} [double:switch=${name}]`,
  message: "Private words.",
});

function start({
  speedup,
  // Far beyond what the double's answer takes, even on a busy machine: a try it answers is never
  // taken for one with no answer. A test of no answer sets its own, short.
  timeoutMs = 10_000,
  keepTimeoutMs = 2000,
  service = true,
  maxUndelivered = 100,
  store = openMessageStore({ dataDir: dir, log: { log() {}, error() {} } }),
}: {
  speedup: number;
  timeoutMs?: number;
  keepTimeoutMs?: number;
  service?: boolean;
  maxUndelivered?: number;
  store?: MessageStore;
}) {
  const outbox = startOutbox({
    store,
    service: service
      ? {
          origin: double.origin,
          serviceId: "service_outbox",
          templateId: "template_outbox",
          publicKey: "public-outbox",
          timeoutMs,
        }
      : null,
    maxUndelivered,
    keepTimeoutMs,
    retentionDays: 90,
    speedup,
  });
  running.push(outbox);
  if (!stores.includes(store)) stores.push(store);
  return { outbox, store };
}

/**
 * The outbox's clock, standing still until the test moves it: a pause the outbox sets is then
 * read in its own time, and what a busy machine adds to a try does not count in it. Its timers
 * still run: it keeps looking at the store, and finds a try due once the clock has reached it.
 */
function stoppedClock() {
  const clock = { now: Date.now() };
  vi.spyOn(Date, "now").mockImplementation(() => clock.now);
  return clock;
}

const receivedBy = (switchName: string) =>
  double.submissions.filter((submission) =>
    submission.fields.title?.includes(`switch=${switchName}]`),
  );

/**
 * A clock 3600 times slower, for the tests of when a try goes: the outbox looks at the store every
 * 5 hours, so nothing it does during a test comes from a look on its own; a wait it sets itself
 * (until a try due in a second) is not slowed.
 */
const LOOKS_HOURS_APART = 1 / 3600;

async function untilReceived(switchName: string, count: number) {
  await eventually(() => expect(receivedBy(switchName)).toHaveLength(count));
  return receivedBy(switchName);
}

test("a message's tries pause 1, 5, 15 minutes, 1, 3, 6 hours, then 12 hours, for a week", () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8].map((tries) => pauseAfter(tries))).toEqual([
    MINUTE,
    5 * MINUTE,
    15 * MINUTE,
    HOUR,
    3 * HOUR,
    6 * HOUR,
    12 * HOUR,
    12 * HOUR,
  ]);
  // 10 h 21 min, then 12 h pauses: after the 19th try the week still has room, not after the 20th.
  expect(pauseAfter(19)).toBe(12 * HOUR);
  expect(pauseAfter(20)).toBeNull();
});

test("the log says a pause in the largest unit it fills, and in days from two", () => {
  expect(
    [
      45_000,
      59_499,
      MINUTE,
      59 * MINUTE,
      HOUR,
      47 * HOUR,
      48 * HOUR,
      100 * 24 * HOUR,
    ].map(duration),
  ).toEqual([
    "45 s",
    "59 s",
    "1 min",
    "59 min",
    "1 h",
    "47 h",
    "2 days",
    "100 days",
  ]);
});

test("a kept message is delivered at once, not at the next look, with its id, and marked delivered", async () => {
  // The store is looked at every 5 seconds; a message kept is sent without waiting for that.
  // Here that look is hours away: the message arrives only if the keep sends it.
  const { outbox, store } = start({ speedup: LOOKS_HOURS_APART });
  // Kept once the outbox's first look has found nothing: it waits for the next.
  const looks = vi.spyOn(store, "nextDue");
  await eventually(() => expect(looks).toHaveBeenCalled());
  expect(await looks.mock.results[0]!.value).toBeUndefined();
  double.setSwitch("at-once", "200");
  expect(await outbox.keep(message("at-once"))).toBe(true);
  const [received] = await untilReceived("at-once", 1);
  const [kept] = await store.list();
  expect(received!.fields.message_id).toBe(kept!.id);
  await eventually(async () =>
    expect((await store.list())[0]).toMatchObject({
      status: "delivered",
      attempts: 1,
    }),
  );
});

test("while the service fails, tries come after about 1, 5 and 15 minutes; once it is back the message arrives once", async () => {
  // The clock stands still while a try is made and settled; the test then moves it on to the
  // time that try set for the next.
  const speedup = 1000;
  const clock = stoppedClock();
  const { outbox, store } = start({ speedup });
  double.setSwitch("failing", "503");
  await outbox.keep(message("failing"));
  const pauses: number[] = [];
  for (const tries of [1, 2, 3]) {
    await untilReceived("failing", tries);
    const failed = await eventually(async () => {
      const [kept] = await store.list();
      expect(kept).toMatchObject({ attempts: tries, sendingUntil: null });
      return kept!;
    });
    // Nothing more came while the clock stood still.
    expect(receivedBy("failing")).toHaveLength(tries);
    pauses.push((failed.nextAttemptAt - clock.now) * speedup);
    if (tries === 3) double.setSwitch("failing", "200");
    clock.now = failed.nextAttemptAt;
  }
  // Each pause within its jitter (±10 %), and so shorter than the next one.
  const [first, second, third] = pauses;
  expect(first).toBeGreaterThanOrEqual(0.9 * MINUTE);
  expect(first).toBeLessThanOrEqual(1.1 * MINUTE);
  expect(second).toBeGreaterThanOrEqual(4.5 * MINUTE);
  expect(second).toBeLessThanOrEqual(5.5 * MINUTE);
  expect(third).toBeGreaterThanOrEqual(13.5 * MINUTE);
  expect(third).toBeLessThanOrEqual(16.5 * MINUTE);
  const received = await untilReceived("failing", 4);
  expect(new Set(received.map((r) => r.fields.message_id)).size).toBe(1);
  await eventually(async () =>
    expect((await store.list())[0]).toMatchObject({
      status: "delivered",
      attempts: 4,
    }),
  );
  // An hour on, when the schedule's next try would be due, the outbox looks at the store again
  // and sends nothing more.
  const looks = vi.spyOn(store, "nextDue");
  clock.now += (1.1 * HOUR) / speedup;
  await eventually(() => expect(looks.mock.calls.length).toBeGreaterThan(1));
  await outbox.stop();
  expect(receivedBy("failing")).toHaveLength(4);
});

test.each([
  ["403", "access refused"],
  ["429", "quota"],
])(
  "a %s holds every message back without spending their tries, and one is tried again after 3 hours",
  async (status, cause) => {
    const name = `account-${status}`;
    const speedup = 10_000;
    const clock = stoppedClock();
    const { outbox, store } = start({ speedup });
    double.setSwitch(name, status);
    for (const number of [1, 2, 3]) await outbox.keep(message(name, number));
    await untilReceived(name, 1);
    const { pausedUntil } = await eventually(async () => {
      const state = await store.deliveryState();
      expect(state.pausedUntil).not.toBeNull();
      return state;
    });
    expect((pausedUntil! - clock.now) * speedup).toBe(3 * HOUR);
    expect((await store.list()).map((kept) => kept.attempts)).toEqual([
      0, 0, 0,
    ]);
    expect(log.err).toHaveBeenCalledWith(
      expect.stringMatching(
        new RegExp(
          `^Delivery paused \\(${cause}: the email service answered ${status} .*\\)\\. It resumes when the server next starts, with npm run messages -- retry, or by itself in 1 s with one message\\.$`,
        ),
      ),
    );
    // A moment before the pause ends the outbox looks at the store, and sends nothing; its hourly
    // summary says the delivery is paused, and why.
    const looks = vi.spyOn(store, "nextDue");
    clock.now = pausedUntil! - 1;
    await eventually(() => expect(looks.mock.calls.length).toBeGreaterThan(1));
    expect(receivedBy(name)).toHaveLength(1);
    await eventually(() =>
      expect(log.out).toHaveBeenCalledWith(
        expect.stringMatching(
          new RegExp(
            `^Messages: 3 waiting to be delivered, the oldest for \\d+ s, 0 undeliverable\\. Last cause: delivery paused, ${cause}: the email service answered ${status} `,
          ),
        ),
      ),
    );
    double.setSwitch(name, "200");
    clock.now = pausedUntil!;
    const received = await untilReceived(name, 4);
    expect(
      received
        .slice(1)
        .map((r) => r.fields.title)
        .sort(),
    ).toEqual([
      `Message 1 [double:switch=${name}]`,
      `Message 2 [double:switch=${name}]`,
      `Message 3 [double:switch=${name}]`,
    ]);
  },
);

test("after no answer the next try waits at least 15 minutes, the service having maybe taken it", async () => {
  const speedup = 1000;
  const clock = stoppedClock();
  // A hang costs this long in real time; the healed try must be answered within it too.
  const { outbox, store } = start({ speedup, timeoutMs: 500 });
  double.setSwitch("silent", "hang");
  await outbox.keep(message("silent"));
  const kept = await eventually(async () => {
    const [kept] = await store.list();
    expect(kept).toMatchObject({
      attempts: 1,
      sendingUntil: null,
      lastError: expect.stringMatching(/^timeout: /),
    });
    return kept!;
  });
  // Not the 1 minute of a failure: at least 15 minutes.
  expect((kept.nextAttemptAt - clock.now) * speedup).toBeGreaterThanOrEqual(
    15 * MINUTE,
  );
  double.setSwitch("silent", "200");
  // The clock stands still: it is moved past the try the message waits for. A machine busy enough
  // to leave even the answer of the healed service unread within the timeout makes that try wait
  // its 15 minutes as well, and the clock follows it there.
  const delivered = await eventually(async () => {
    const [now] = await store.list();
    clock.now = Math.max(clock.now, now!.nextAttemptAt + MINUTE);
    expect(now).toMatchObject({ status: "delivered" });
    return now!;
  });
  expect(delivered.attempts).toBeGreaterThanOrEqual(2);
});

test("an instance that finds the send slot taken looks again when the slot ends, not at its next look", async () => {
  // At its own pace: a slot lasts a second, and the outbox looks at the store every 5 s.
  const clock = stoppedClock();
  const timers = vi.spyOn(globalThis, "setTimeout");
  const { outbox } = start({ speedup: 1 });
  double.setSwitch("slot", "200");
  await outbox.keep(message("slot", 1));
  await outbox.keep(message("slot", 2));
  await untilReceived("slot", 1);
  // The clock then stands still 400 ms on, so the slot the first message took stays taken: each
  // look finds the second due and the slot 600 ms from its end, and the outbox sleeps that long.
  clock.now += 400;
  timers.mockClear();
  await eventually(() =>
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 600),
  );
  clock.now += 600;
  await untilReceived("slot", 2);
});

test("two instances on one store send at most one request a second between them, each message once", async () => {
  const speedup = 10;
  const first = start({ speedup });
  // Two processes in one: the second opens the file once the first has made its schema (a
  // connection waiting on SQLite's lock would hold up the first's transaction, its own process).
  await first.store.nextDue();
  const second = start({
    speedup,
    store: openMessageStore({ dataDir: dir, log: { log() {}, error() {} } }),
  });
  // The pace is the store's: a request goes only with the send slot, which an instance takes at
  // a time of its clock only once the last one taken has run its second. The times of the slots
  // taken are what the pace promises; when the requests then arrive is up to the machine.
  const slots: number[] = [];
  for (const { store } of [first, second]) {
    const take = store.takeSendSlot;
    vi.spyOn(store, "takeSendSlot").mockImplementation(async (now, until) => {
      const taken = await take(now, until);
      if (taken) slots.push(now);
      return taken;
    });
  }
  double.setSwitch("paced", "200");
  for (const number of [1, 2, 3, 4, 5, 6]) {
    await (number % 2 ? first : second).outbox.keep(message("paced", number));
  }
  await untilReceived("paced", 6);
  // Stopped, neither has a request on its way: what the double holds is all there will be.
  await Promise.all([first.outbox.stop(), second.outbox.stop()]);
  const received = receivedBy("paced");
  expect(received).toHaveLength(6);
  expect(new Set(received.map((r) => r.fields.message_id)).size).toBe(6);
  // Each request went with a slot of its own, taken before it arrived.
  for (const [index, submission] of received.entries()) {
    const before = slots.filter(
      (time) => time <= Date.parse(submission.receivedAt),
    );
    expect(before.length).toBeGreaterThan(index);
  }
  slots.sort((a, b) => a - b);
  for (const [index, time] of slots.slice(1).entries())
    expect((time - slots[index]!) * speedup).toBeGreaterThanOrEqual(1000);
});

test("after a week of tries a message is undeliverable and kept; the owner's retry sends it again", async () => {
  const { outbox, store } = start({ speedup: 2_000_000 });
  double.setSwitch("lost", "500");
  await outbox.keep(message("lost"));
  await eventually(async () =>
    expect((await store.list())[0]!.status).toBe("undeliverable"),
  );
  expect(receivedBy("lost")).toHaveLength(20);
  const [lost] = await store.list();
  expect(log.err).toHaveBeenCalledWith(
    expect.stringMatching(
      new RegExp(
        `^Message ${lost!.id} not delivered \\(service failure: the email service answered 500 .*\\)\\. After a week of tries it is marked undeliverable: npm run messages -- retry tries it again\\.$`,
      ),
    ),
  );
  // The summary (every 2 ms here) counts it apart from those waiting.
  await eventually(() =>
    expect(log.out).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Messages: 0 waiting to be delivered, 1 undeliverable\. Last cause: service failure: the email service answered 500 /,
      ),
    ),
  );
  double.setSwitch("lost", "200");
  expect(await store.retry(Date.now(), Date.now())).toMatchObject({
    due: 1,
    sending: 0,
  });
  await untilReceived("lost", 21);
});

test("a message that cannot be kept is refused: the store full, or not writable", async () => {
  const { outbox } = start({ speedup: 1, maxUndelivered: 1, service: false });
  expect(await outbox.keep(message("full", 1))).toBe(true);
  expect(await outbox.keep(message("full", 2))).toBe(false);
  expect(await outbox.keep(message("full", 3))).toBe(false);
  const refused = log.err.mock.calls.filter(([line]) => /refused/.test(line));
  expect(refused).toEqual([
    [
      "New messages are refused: 1 are not delivered yet (MAX_UNDELIVERED_MESSAGES). Read, export or delete them with npm run messages.",
    ],
  ]);
  // Once the owner has dealt with the first, the next is kept, and the log says so once.
  const [first] = await stores[0]!.list();
  await stores[0]!.remove(first!.id);
  expect(await outbox.keep(message("full", 4))).toBe(true);
  expect(await outbox.keep(message("full", 5))).toBe(false);
  expect(log.err.mock.calls.map(([line]) => line)).toEqual([
    expect.stringMatching(/^New messages are refused: 1 /),
    "New messages are kept again.",
    expect.stringMatching(/^New messages are refused: 1 /),
  ]);
  const file = path.join(dir, "not-a-folder");
  writeFileSync(file, "");
  const broken = start({
    speedup: 1,
    store: openMessageStore({ dataDir: file, log: { log() {}, error() {} } }),
  });
  expect(await broken.outbox.keep(message("broken"))).toBe(false);
});

test("without an email service nothing is sent, and the log says how to read the messages", async () => {
  const { outbox } = start({ speedup: 36_000, service: false });
  await outbox.keep(message("none", 1));
  await outbox.keep(message("none", 2));
  // The report comes every hour: 100 ms here.
  await eventually(() =>
    expect(log.out).toHaveBeenCalledWith(
      expect.stringMatching(
        /^Messages: 2 waiting to be delivered, the oldest for \d+ (s|min), 0 undeliverable\. Last cause: no email service is configured .*: read them with npm run messages -- list\.$/,
      ),
    ),
  );
  expect(receivedBy("none")).toHaveLength(0);
});

test("delivered messages are forgotten after the retention; the others stay", async () => {
  const store = openMessageStore({
    dataDir: dir,
    log: { log() {}, error() {} },
  });
  const day = 24 * HOUR;
  const old = await store.keep(message("kept", 1), Date.now() - 100 * day, 10);
  const recent = await store.keep(
    message("kept", 2),
    Date.now() - 100 * day,
    10,
  );
  const waiting = await store.keep(
    message("kept", 3),
    Date.now() - 100 * day,
    10,
  );
  await store.settle(old!, {
    status: "delivered",
    deliveredAt: Date.now() - 91 * day,
  });
  await store.settle(recent!, {
    status: "delivered",
    deliveredAt: Date.now() - 89 * day,
  });
  start({ speedup: 1, service: false, store });
  await eventually(async () =>
    expect((await store.list()).map((kept) => kept.id).sort()).toEqual(
      [recent, waiting].sort(),
    ),
  );
});

test("stopping lets the message in flight finish: it is delivered, or waits, never half done", async () => {
  const slow = start({ speedup: 1 });
  double.setSwitch("in-flight", "200 after 300ms");
  await slow.outbox.keep(message("in-flight"));
  await untilReceived("in-flight", 1);
  await slow.outbox.stop();
  expect((await slow.store.list())[0]).toMatchObject({ status: "delivered" });

  const silent = start({
    speedup: 1,
    timeoutMs: 200,
    store: openMessageStore({
      dataDir: path.join(dir, "b"),
      log: { log() {}, error() {} },
    }),
  });
  double.setSwitch("no-answer", "hang");
  await silent.outbox.keep(message("no-answer"));
  await untilReceived("no-answer", 1);
  await silent.outbox.stop();
  const [left] = await silent.store.list();
  expect(left).toMatchObject({ status: "waiting", attempts: 1 });
  expect(left!.nextAttemptAt - Date.now()).toBeGreaterThan(14 * MINUTE);
  expect(log.err).toHaveBeenCalledWith(
    `Message ${left!.id} not delivered (timeout: no answer from the email service within 200 ms; if it is often this slow, raise EMAILJS_TIMEOUT_MS). Next try in 15 min.`,
  );
});

test("two instances and a service that takes over a second: every message once", async () => {
  // The message is held for longer than its try can take, so the other instance, looking every
  // few milliseconds here, never sends it while it is still in flight.
  const speedup = 1000;
  const first = start({ speedup, timeoutMs: 10_000 });
  await first.store.nextDue();
  start({
    speedup,
    timeoutMs: 10_000,
    store: openMessageStore({ dataDir: dir, log: { log() {}, error() {} } }),
  });
  double.setSwitch("slow", "200 after 1200ms");
  await first.outbox.keep(message("slow"));
  await untilReceived("slow", 1);
  await eventually(async () =>
    expect((await first.store.list())[0]!.status).toBe("delivered"),
  );
  expect(receivedBy("slow")).toHaveLength(1);
});

test("a restart resumes a delivery paused by the account", async () => {
  // The owner sets the account right and restarts: the messages go at once, not in 3 hours.
  const before = start({ speedup: 1 });
  double.setSwitch("restart", "403");
  await before.outbox.keep(message("restart"));
  await untilReceived("restart", 1);
  await eventually(async () =>
    expect((await before.store.deliveryState()).pausedUntil).not.toBeNull(),
  );
  expect(log.err).toHaveBeenCalledWith(
    expect.stringMatching(
      /^Delivery paused \(access refused: .*\)\. It resumes when the server next starts, with npm run messages -- retry, or by itself in 3 h with one message\.$/,
    ),
  );
  await before.outbox.stop();
  double.setSwitch("restart", "200");
  const after = start({ speedup: 1, store: before.store });
  await untilReceived("restart", 2);
  await eventually(async () =>
    expect((await after.store.list())[0]).toMatchObject({
      status: "delivered",
    }),
  );
});

test("a store that hangs: the visitor is told it failed within the timeout", async () => {
  const { outbox, store } = start({
    speedup: 1,
    service: false,
    keepTimeoutMs: 300,
  });
  await store.nextDue();
  // Another connection holds the file's write lock, as a stuck process would.
  const holder = new Database(path.join(dir, "messages.db"));
  holder.exec("begin immediate");
  onTestFinished(() => {
    holder.close();
  });
  // The store waits some 5 s for a lock before it gives up; the visitor is told before that.
  const keep = store.keep;
  let storeAnswered = false;
  vi.spyOn(store, "keep").mockImplementation((...args) => {
    const kept = keep(...args);
    kept.finally(() => (storeAnswered = true)).catch(() => {});
    return kept;
  });
  const asked = performance.now();
  expect(await outbox.keep(message("hung"))).toBe(false);
  expect(performance.now() - asked).toBeGreaterThanOrEqual(290);
  expect(storeAnswered).toBe(false);
  holder.exec("rollback");
});

test("between looks at the store the outbox rests: it never spins", async () => {
  const { outbox, store } = start({ speedup: 1 });
  const looks = vi.spyOn(store, "nextDue");
  // A look every 5 seconds at the most, however long a busy machine makes a wait.
  const rest = async (ms: number) => {
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, ms));
    return Math.floor((performance.now() - started) / 5000);
  };
  let later = await rest(300);
  // One look when it starts; the next is 5 seconds on.
  expect(looks.mock.calls.length).toBeLessThanOrEqual(1 + later);
  // With nothing waiting, the summary says nothing.
  expect(log.out).not.toHaveBeenCalled();
  // Nor once a message has woken it and gone.
  await outbox.keep(message("rests"));
  await untilReceived("rests", 1);
  const after = looks.mock.calls.length;
  later = await rest(300);
  expect(looks.mock.calls.length - after).toBeLessThanOrEqual(2 + later);
});

test("a message kept while the outbox is reading the store goes at once", async () => {
  // The store answers a look, and the message is kept before the outbox has gone back to sleep:
  // it does not wait for the next look, 5 seconds on (here 5 hours).
  const { outbox, store } = start({ speedup: LOOKS_HOURS_APART });
  const look = store.nextDue;
  let looking = () => {};
  const inLook = new Promise<void>((resolve) => (looking = resolve));
  vi.spyOn(store, "nextDue").mockImplementationOnce(async () => {
    const due = await look();
    looking();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return due;
  });
  await inLook;
  await outbox.keep(message("while-looking"));
  await untilReceived("while-looking", 1);
});

test("the summary and the purge of old messages run once an hour, not at every look", async () => {
  // An hour is 100 ms here, and a look at the store a fraction of a millisecond. The clock stands
  // still but for the one hour the test moves it on: however many looks a busy machine lets the
  // outbox make meanwhile, it summarises and purges when it starts and once more, no more.
  const speedup = 36_000;
  const clock = stoppedClock();
  const { outbox, store } = start({ speedup, service: false });
  const purges = vi.spyOn(store, "forgetDelivered");
  const summaries = () =>
    log.out.mock.calls.filter(([line]) => /^Messages: /.test(line));
  await outbox.keep(message("hourly"));
  await eventually(() => expect(purges).toHaveBeenCalledTimes(1));
  clock.now += HOUR / speedup;
  await eventually(() => expect(purges).toHaveBeenCalledTimes(2));
  await eventually(() => expect(summaries()).not.toHaveLength(0));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(purges).toHaveBeenCalledTimes(2);
  // The first summary, when it starts, comes only if the message was kept by then.
  expect(summaries().length).toBeLessThanOrEqual(2);
});

test("a failed try is tried again a minute later, give or take a tenth, and the log says when", async () => {
  const clock = stoppedClock();
  const { outbox, store } = start({ speedup: 1 });
  double.setSwitch("jitter", "503");
  await outbox.keep(message("jitter"));
  await eventually(async () =>
    expect((await store.list())[0]!.lastError).toMatch(/^service failure: /),
  );
  const [kept] = await store.list();
  const pause = kept!.nextAttemptAt - clock.now;
  expect(pause).toBeGreaterThanOrEqual(0.9 * MINUTE);
  expect(pause).toBeLessThanOrEqual(1.1 * MINUTE);
  expect(log.err).toHaveBeenCalledWith(
    expect.stringMatching(
      new RegExp(
        `^Message ${kept!.id} not delivered \\(service failure: the email service answered 503 "The double answered 503\\."; .*\\)\\. Next try in (5[4-9] s|6[0-6] s|1 min)\\.$`,
      ),
    ),
  );
});

test("a try due before the next look is made on time", async () => {
  // The store is looked at every 5 seconds; a try due in one is not left for the next look,
  // here hours away.
  const store = openMessageStore({
    dataDir: dir,
    log: { log() {}, error() {} },
  });
  const id = await store.keep(message("due-soon"), Date.now(), 10);
  await store.settle(id!, { nextAttemptAt: Date.now() + 1000 });
  const started = performance.now();
  start({ speedup: LOOKS_HOURS_APART, store });
  await untilReceived("due-soon", 1);
  expect(performance.now() - started).toBeGreaterThanOrEqual(900);
});

test("the hourly summary says how many messages wait, the oldest's age, and the last cause", async () => {
  const store = openMessageStore({
    dataDir: dir,
    log: { log() {}, error() {} },
  });
  const day = 24 * HOUR;
  await store.keep(message("summary", 1), Date.now() - 2 * day - HOUR, 10);
  const given = await store.keep(message("summary", 2), Date.now() - HOUR, 10);
  await store.settle(given!, { status: "undeliverable" });
  start({ speedup: 1, store });
  // Said when the server starts, before any try.
  await eventually(() =>
    expect(log.out).toHaveBeenCalledWith(
      "Messages: 1 waiting to be delivered, the oldest for 2 days, 1 undeliverable. Last cause: none yet.",
    ),
  );
  await untilReceived("summary", 1);
});

test("once a pause of the delivery is over, the summary no longer says it is paused", async () => {
  // An hour is 100 ms here, and the 3 hours of a pause 300 ms; the try after the pause fails as
  // any message's may, and the summary names that failure alone.
  const { outbox } = start({ speedup: 36_000 });
  double.setSwitch("pause-over", "429");
  await outbox.keep(message("pause-over"));
  await untilReceived("pause-over", 1);
  double.setSwitch("pause-over", "503");
  // Tried again a minute (2 ms) after each 503: a slow look may find several tries.
  await eventually(() =>
    expect(receivedBy("pause-over").length).toBeGreaterThanOrEqual(2),
  );
  await eventually(() =>
    expect(log.out).toHaveBeenCalledWith(
      expect.stringMatching(
        / Last cause: service failure: the email service answered 503 /,
      ),
    ),
  );
});

test("a message the service refuses for what it holds is marked refused and never pauses the others; the log says it is the message's", async () => {
  const { outbox, store } = start({ speedup: 1 });
  double.setSwitch("content", "400:The variables size limit exceeded");
  double.setSwitch("after-content", "200");
  await outbox.keep(message("content"));
  await untilReceived("content", 1);
  // The next message goes at once: nothing waits for a pause.
  await outbox.keep(message("after-content"));
  await untilReceived("after-content", 1);
  const refused = (await store.list()).find((kept) =>
    kept.title.includes("switch=content]"),
  )!;
  await eventually(async () =>
    expect((await store.find(refused.id))[0]).toMatchObject({
      status: "refused",
      attempts: 1,
      lastError: expect.stringMatching(
        /^message refused: the email service answered 400 "The variables size limit exceeded"; /,
      ),
    }),
  );
  expect((await store.deliveryState()).pausedUntil).toBeNull();
  expect(log.err).toHaveBeenCalledWith(
    `Message ${refused.id} refused by the email service for what it holds (message refused: the email service answered 400 "The variables size limit exceeded"; the service will not take this message for what it holds; the account and the other messages are not at fault, and it is not tried again unless npm run messages -- retry asks). Delivery goes on with the others; it is kept, marked refused: read it with npm run messages -- show ${refused.id}.`,
  );
  expect(log.err).not.toHaveBeenCalledWith(
    expect.stringMatching(/^Delivery paused/),
  );
  // It is not tried again by itself; the owner's retry sends it.
  expect(receivedBy("content")).toHaveLength(1);
  double.setSwitch("content", "200");
  expect(await store.retry(Date.now(), Date.now(), refused.id)).toMatchObject({
    due: 1,
  });
  await untilReceived("content", 2);
});

test("a 400 that names the account's identifiers still pauses every message, and the log blames the account", async () => {
  const { outbox, store } = start({ speedup: 1 });
  double.setSwitch("ids", "400:The template ID is invalid");
  await outbox.keep(message("ids"));
  await untilReceived("ids", 1);
  await eventually(async () =>
    expect((await store.deliveryState()).pausedUntil).not.toBeNull(),
  );
  expect(log.err).toHaveBeenCalledWith(
    expect.stringMatching(
      /^Delivery paused \(identifiers refused: the email service answered 400 "The template ID is invalid"; check EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY\)\. /,
    ),
  );
  expect((await store.list())[0]).toMatchObject({
    status: "waiting",
    attempts: 0,
  });
});

test("the hourly summary counts the messages the service refused, once there are any", async () => {
  const store = openMessageStore({
    dataDir: dir,
    log: { log() {}, error() {} },
  });
  const refused = await store.keep(message("count-refused"), Date.now(), 10);
  await store.settle(refused!, {
    status: "refused",
    lastError: "message refused: the email service answered 400",
  });
  start({ speedup: 1, store });
  await eventually(() =>
    expect(log.out).toHaveBeenCalledWith(
      "Messages: 0 waiting to be delivered, 0 undeliverable, 1 refused by the email service. Last cause: none yet.",
    ),
  );
});

test("on start, a message held by a process that stopped while sending it goes at once, not at its lease's end", async () => {
  const store = openMessageStore({
    dataDir: dir,
    log: { log() {}, error() {} },
  });
  await store.keep(message("crashed"), Date.now(), 10);
  // The process that took it was killed while the service hung: its lease runs 15 minutes more.
  await store.claim(Date.now(), Date.now() + 15 * MINUTE, "killed-process");
  double.setSwitch("crashed", "200");
  start({ speedup: 1, store });
  await untilReceived("crashed", 1);
  expect(log.out).toHaveBeenCalledWith(
    "1 message held by an instance that no longer runs is due again now.",
  );
  await eventually(async () =>
    expect((await store.list())[0]).toMatchObject({
      status: "delivered",
      attempts: 2,
      sendingBy: null,
    }),
  );
});

test("while it sends, an instance says it is alive, so no other takes the message from it", async () => {
  const { outbox, store } = start({ speedup: 100, timeoutMs: 60_000 });
  double.setSwitch("beating", "200 after 600ms");
  const beats = vi.spyOn(store, "beat");
  await outbox.keep(message("beating"));
  await untilReceived("beating", 1);
  // Every 50 ms here, for as long as the answer takes.
  await eventually(() => expect(beats.mock.calls.length).toBeGreaterThan(3));
  const [holder] = beats.mock.calls[0]!;
  const [held] = await store.list();
  expect(held).toMatchObject({ sendingBy: holder });
  // Another instance, looking now, finds it alive and leaves its lease alone.
  expect(await store.releaseLeases(Date.now(), "other", Date.now() - 300)).toBe(
    0,
  );
  await eventually(async () =>
    expect((await store.list())[0]).toMatchObject({ status: "delivered" }),
  );
  const settled = beats.mock.calls.length;
  await new Promise((resolve) => setTimeout(resolve, 200));
  // Settled, it says so no more.
  expect(beats.mock.calls.length).toBe(settled);
  expect(receivedBy("beating")).toHaveLength(1);
});
