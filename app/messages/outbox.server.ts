// The outbox: a message is kept first, and only then delivered. Each server process sends what
// waits in the store to the email service in the background: at least once (a copy carries the
// same id), at most one request a second from every instance together, with growing pauses
// between one message's tries, and every message held back while the account itself is refused.
import { randomUUID } from "node:crypto";

import type { EmailServiceSettings } from "~/utils/env.server";

import type {
  IncomingMessage,
  KeptMessage,
  MessageStore,
} from "./message-store.server";
import { sendContactMessage } from "./relay.server";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every pause of the delivery, in milliseconds. */
export const SCHEDULE = {
  /** Between one message's tries: growing, then twice a day, for a week in all. */
  retries: [MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, 3 * HOUR, 6 * HOUR],
  thenEvery: 12 * HOUR,
  giveUpAfter: 7 * DAY,
  /** At most one request to the service in this long, from every instance together. */
  sendInterval: SECOND,
  /** With no answer the service may have taken it after all: the next try waits this long. */
  afterTimeout: 15 * MINUTE,
  /** A refused account (settings, quota) holds every message back this long; then one is tried. */
  probeEvery: 3 * HOUR,
  /** How often the outbox's state is logged while messages wait, and old ones forgotten. */
  reportEvery: HOUR,
  /** How often the store is read for messages another instance or the owner made due. */
  lookEvery: 5 * SECOND,
  /** How often an instance says it is alive while it sends a message. */
  beatEvery: 5 * SECOND,
  /** An instance not heard from in this long no longer runs: the messages it held are released. */
  holderGoneAfter: 30 * SECOND,
};
type Schedule = typeof SCHEDULE;

/** The pause after a message's `attempts`-th failed try, or null once a week of tries is over. */
export function pauseAfter(attempts: number, schedule: Schedule = SCHEDULE) {
  const pauses = Array.from(
    { length: attempts },
    (_, index) => schedule.retries[index] ?? schedule.thenEvery,
  );
  const total = pauses.reduce((sum, pause) => sum + pause, 0);
  return total > schedule.giveUpAfter ? null : pauses.at(-1)!;
}

/**
 * This process, as the holder of the messages it sends: made when it starts, so that a process
 * started again is another holder than the one that stopped.
 */
export const THIS_INSTANCE = randomUUID();

export type OutboxSettings = {
  store: MessageStore;
  /** Null when no email service is configured: messages are kept for the owner to read. */
  service: EmailServiceSettings | null;
  /** Beyond this many messages not delivered, a new one is refused: a flood cannot fill the disk. */
  maxUndelivered: number;
  /** How long a visitor waits for their message to be kept before being told it failed. */
  keepTimeoutMs: number;
  retentionDays: number;
  /** The delivery's clock runs this many times faster: a week of tries passes in seconds in tests. */
  speedup?: number;
  /** Which instance this is; this process unless a test plays another. */
  instance?: string;
};

export function startOutbox({
  store,
  service,
  maxUndelivered,
  keepTimeoutMs,
  retentionDays,
  speedup = 1,
  instance = THIS_INSTANCE,
}: OutboxSettings) {
  const plan = scaled(SCHEDULE, speedup);
  let stopping = false;
  let woken = false;
  const awaken = () => void (woken = true);
  let wake = awaken;
  let nextReport = 0;
  let full = false;
  let startReleased = false;
  // Messages being written: a stop waits for them, so the store is not closed under one.
  const keeping = new Set<Promise<boolean>>();

  /** Keeps a message and starts its delivery; false when it could not be kept in time. */
  async function keep(message: IncomingMessage) {
    const kept = store.keep(message, Date.now(), maxUndelivered).then(
      (id) => {
        // Said once when the cap is reached, and once when it no longer is.
        if ((id === null) !== full) {
          full = id === null;
          console.error(
            full
              ? `New messages are refused: ${maxUndelivered} are not delivered yet (MAX_UNDELIVERED_MESSAGES). Read, export or delete them with npm run messages.`
              : "New messages are kept again.",
          );
        }
        return id !== null;
      },
      // The store has said why, once.
      () => false,
    );
    keeping.add(kept);
    // Once written, the message is sent at once, even when the visitor was told it was too late.
    void kept.finally(() => {
      keeping.delete(kept);
      wake();
    });
    const late = new Promise<false>((resolve) =>
      setTimeout(resolve, keepTimeoutMs, false).unref(),
    );
    return Promise.race([kept, late]);
  }

  /** One look at the store: sends one message if one is due; says how long until the next. */
  async function step(): Promise<number> {
    const time = Date.now();
    if (time >= nextReport) {
      nextReport = time + plan.reportEvery;
      await store.forgetDelivered(time - retentionDays * DAY);
      await report(time);
    }
    if (!service) return plan.lookEvery;
    await releaseLeases(time);
    const { pausedUntil, nextSendAt } = await store.deliveryState();
    const due = await store.nextDue();
    if (due === undefined) return plan.lookEvery;
    // The next try waits for its time, and for the end of a pause of the whole delivery.
    const next = Math.max(due, pausedUntil ?? 0);
    if (next > time) return next - time;
    if (!(await store.takeSendSlot(time, at(time + plan.sendInterval))))
      return nextSendAt - time;
    // Held for longer than a try can take, so no other instance sends it meanwhile; counted from
    // the claim itself, as the store may have been slow to get here.
    const lease = Math.max(plan.afterTimeout, 2 * service.timeoutMs);
    await store.beat(instance, time);
    const message = await store.claim(time, at(Date.now() + lease), instance);
    if (!message) return 0;
    // Said alive while the try lasts, so that no other instance takes the message from it.
    const beating = setInterval(
      () => void store.beat(instance, Date.now()).catch(() => {}),
      plan.beatEvery,
    );
    try {
      await deliver(message, service);
    } finally {
      clearInterval(beating);
    }
    return 0;
  }

  /**
   * Releases the messages held by an instance that no longer runs, so they go now rather than
   * at their lease's end. On start, a SQLite store's every other lease: only one instance uses
   * it, so whoever took them has stopped. Postgres's, shared by several, at every look: those of
   * an instance not heard from lately.
   */
  async function releaseLeases(time: number) {
    const sqlite = store.dialect === "sqlite";
    if (sqlite && startReleased) return;
    const released = await store.releaseLeases(
      time,
      instance,
      sqlite ? undefined : at(time - plan.holderGoneAfter),
    );
    startReleased = true;
    if (released > 0)
      console.log(
        `${released === 1 ? "1 message" : `${released} messages`} held by an instance that no longer runs ${released === 1 ? "is" : "are"} due again now.`,
      );
  }

  async function deliver(message: KeptMessage, service: EmailServiceSettings) {
    const result = await sendContactMessage(message, service);
    const time = Date.now();
    if (result.ok)
      return store.settle(message.id, {
        status: "delivered",
        deliveredAt: time,
        lastError: null,
      });
    const { failure, cause } = result;
    if (failure === "settings" || failure === "quota") {
      // The account refuses every message alike: none spends a try until it is set right. The
      // line says it is the account's, as the line of a refused message says it is the message's.
      await store.settle(message.id, {
        attempts: message.attempts - 1,
        nextAttemptAt: time,
        lastError: cause,
      });
      await store.setDeliveryState({
        pausedUntil: at(time + plan.probeEvery),
        lastCause: cause,
      });
      return console.error(
        `Delivery paused (${cause}). It resumes when the server next starts, with npm run messages -- retry, or by itself in ${duration(plan.probeEvery)} with one message.`,
      );
    }
    if (failure === "refused") {
      // The service will never take it as it is: tried again, it would only be refused again.
      await store.settle(message.id, { status: "refused", lastError: cause });
      await store.setDeliveryState({ lastCause: cause });
      return console.error(
        `Message ${message.id} refused by the email service for what it holds (${cause}). Delivery goes on with the others; it is kept, marked refused: read it with npm run messages -- show ${message.id}.`,
      );
    }
    const pause = pauseAfter(message.attempts, plan);
    const wait =
      pause === null
        ? null
        : Math.max(
            pause * (0.9 + Math.random() * 0.2),
            failure === "timeout" ? plan.afterTimeout : 0,
          );
    await store.settle(
      message.id,
      wait === null
        ? { status: "undeliverable", lastError: cause }
        : { nextAttemptAt: at(time + wait), lastError: cause },
    );
    await store.setDeliveryState({ lastCause: cause });
    console.error(
      `Message ${message.id} not delivered (${cause}). ${wait === null ? "After a week of tries it is marked undeliverable: npm run messages -- retry tries it again." : `Next try in ${duration(wait)}.`}`,
    );
  }

  /** One line while messages wait: how many, the oldest's age, and what to do about them. */
  async function report(time: number) {
    const state = await store.summary();
    if (state.waiting + state.undeliverable + state.refused === 0) return;
    const cause = !service
      ? "no email service is configured (EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY): read them with npm run messages -- list"
      : state.pausedUntil !== null && state.pausedUntil > time
        ? `delivery paused, ${state.lastCause}`
        : (state.lastCause ?? "none yet");
    const oldest =
      state.oldestWaiting === undefined
        ? ""
        : `, the oldest for ${duration(time - state.oldestWaiting)}`;
    console.log(
      `Messages: ${state.waiting} waiting to be delivered${oldest}, ${state.undeliverable} undeliverable${state.refused ? `, ${state.refused} refused by the email service` : ""}. Last cause: ${cause}.`,
    );
  }

  /**
   * Waits `ms`, or less if a message is kept meanwhile or the outbox stops. One kept (or a stop)
   * while the store is being read is not missed: the next wait is skipped.
   */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => wake(), woken ? 0 : ms);
      wake = () => {
        clearTimeout(timer);
        woken = false;
        wake = awaken;
        resolve();
      };
    });

  const done = (async () => {
    // A start resumes a paused delivery: the owner may have set the account right meanwhile.
    await store.setDeliveryState({ pausedUntil: null }).catch(() => {});
    while (!stopping) {
      // A failing store has said why; it is read again after a pause.
      const wait = await step().catch(() => plan.lookEvery);
      await sleep(Math.max(0, Math.min(wait, plan.lookEvery)));
    }
  })();

  return {
    keep,
    /**
     * Stops after the message being delivered, if any, is settled (it is never half done), and
     * every message being kept is written.
     */
    stop: async () => {
      stopping = true;
      wake();
      await Promise.all([done, ...keeping]);
    },
  };
}

/** The schedule on a clock `speedup` times faster: each pause that much shorter. */
function scaled(schedule: Schedule, speedup: number): Schedule {
  const scale = (ms: number) => ms / speedup;
  return Object.fromEntries(
    Object.entries(schedule).map(([name, ms]) => [
      name,
      Array.isArray(ms) ? ms.map(scale) : scale(ms),
    ]),
  ) as Schedule;
}

/** A time as the store keeps it: whole milliseconds. */
const at = Math.round;

/** A pause in words, in the largest unit it fills (days from two): "45 s", "5 min", "3 h", "2 days". */
export function duration(ms: number) {
  const [value, unit] =
    ms < MINUTE
      ? [ms / SECOND, "s"]
      : ms < HOUR
        ? [ms / MINUTE, "min"]
        : ms < 2 * DAY
          ? [ms / HOUR, "h"]
          : [ms / DAY, "days"];
  return `${Math.round(value)} ${unit}`;
}
