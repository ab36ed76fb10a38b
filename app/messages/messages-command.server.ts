// `npm run messages -- <command>`: the owner reads and manages the messages visitors sent, in the
// store the server keeps them in, with the server's own settings (DATA_DIR, or DATABASE_URL).
// The build bundles it as build/messages.js, so it runs wherever the server does.
import { oneLine, printable } from "~/utils/control-characters";
import { toCsv } from "~/utils/csv.server";
import {
  UsageError,
  getEnvOrExit,
  readCommandLine,
  runCommand,
} from "~/utils/owner-command.server";

import { backUpMessages, restoreMessages } from "./message-backup.server";
import { openMessageStore } from "./message-store.server";
import { SCHEDULE } from "./outbox.server";
import type { KeptMessage } from "./message-store.server";

const HELP = `Reads and manages the messages visitors sent with the contact form.

Usage: npm run messages -- <command>

  list            every message, newest first: id, when it came, state, sender, subject
  show ID         one message in full
  retry [ID]      deliver now: one message, or every one not delivered yet; this also
                  resumes a delivery paused because the email service refused the account
  delete ID       delete one message for good
  export [--csv]  every message as JSON, or CSV, on standard output:
                    npm run messages -- export > messages.json
  backup FILE     copy every message into FILE, a new SQLite file, while the server runs
                  and messages arrive; an existing file is never overwritten
  restore FILE    bring a backup's messages into the store, as they were; a message the
                  store has already is left as it is, so restoring twice changes nothing.
                  A backup of either store restores into either one

An ID may be cut to its first characters, as list shows it. The messages are read where the
server keeps them: DATA_DIR (default ./data), or DATABASE_URL when it is set.`;

/**
 * Everything the command prints goes through here: a control character in a message, an ID, the
 * service's last answer, a file's name or an error is written as its code, never obeyed.
 */
const say = (text: string) => console.log(printable(text));

async function run() {
  if (values.help || !command) return say(HELP);
  if (command === "list") {
    const messages = await store.list();
    if (messages.length === 0) return say("No messages.");
    return say(
      table(
        ["ID", "RECEIVED (UTC)", "STATE", "FROM", "SUBJECT"],
        messages.map((message) => [
          oneLine(message.id.slice(0, 8)),
          when(message.receivedAt),
          state(message),
          oneLine(`${message.name} <${message.email}>`),
          oneLine(message.title),
        ]),
      ),
    );
  }
  if (command === "show") {
    const message = await one(id);
    return say(
      [
        `Message ${oneLine(message.id)}`,
        `Received: ${when(message.receivedAt)} UTC`,
        `From:     ${oneLine(message.name)} <${oneLine(message.email)}>`,
        `Subject:  ${oneLine(message.title)}`,
        `State:    ${state(message)}`,
        ...(message.language ? [`Language: ${oneLine(message.language)}`] : []),
        ...(message.lastError
          ? [`Last try: ${oneLine(message.lastError)}`]
          : []),
        "",
        message.message,
      ].join("\n"),
    );
  }
  if (command === "retry") {
    const message = id === undefined ? undefined : await one(id);
    if (message?.status === "delivered")
      return say(
        `Message ${oneLine(message.id)} was delivered at ${when(message.deliveredAt!)} (UTC): there is nothing to send.`,
      );
    // A try by an instance not heard from lately has ended with it: its message is due now.
    const now = Date.now();
    const { due, sending, sendingUntil } = await store.retry(
      now,
      now - SCHEDULE.holderGoneAfter,
      message?.id,
    );
    const lines = [
      `${count(due)} due now; a running server sends ${due === 1 ? "it" : "them"} within seconds.`,
    ];
    // Its try has it: sent again now, it could reach the owner twice.
    if (sending > 0)
      lines.push(
        `${count(sending)} being sent now, and left to that try: if it does not end, ${sending === 1 ? "it goes" : "they go"} again by ${when(sendingUntil!)} UTC.`,
      );
    return say(message && sending === 1 ? lines[1]! : lines.join("\n"));
  }
  if (command === "delete") {
    const message = await one(id);
    await store.remove(message.id);
    return say(`Deleted message ${oneLine(message.id)}.`);
  }
  if (command === "export") {
    const messages = (await store.list()).map(exported);
    // JSON's own escapes keep every character as it is; CSV has none, so a control character
    // in it is written as its code, as on the terminal.
    return process.stdout.write(
      values.csv
        ? printable(toCsv(messages))
        : `${JSON.stringify(messages, null, 2).replace(OBEYED_IN_JSON, escaped)}\n`,
    );
  }
  // The owner's record of what happened: counts and the file's name, never a visitor's words.
  if (command === "backup") {
    const kept = await backUpMessages(store, fileOf(id));
    return say(`${counted(kept)} backed up to ${id}.`);
  }
  if (command === "restore") {
    const { restored, alreadyThere } = await restoreMessages(store, fileOf(id));
    const lines = [`${counted(restored)} restored from ${id}.`];
    if (alreadyThere > 0)
      lines.push(
        `${count(alreadyThere)} in the store already, and left as ${alreadyThere === 1 ? "it is" : "they are"}.`,
      );
    return say(lines.join("\n"));
  }
  throw new UsageError(`Unknown command: ${command}`);
}

function fileOf(file: string | undefined) {
  if (!file) throw new UsageError(`${command} needs a file's name.`);
  return file;
}

/** The one message whose id starts with `prefix`. */
async function one(prefix: string | undefined) {
  if (!prefix) throw new UsageError(`${command} needs a message's ID.`);
  const found = await store.find(prefix);
  if (found.length === 1) return found[0]!;
  throw new UsageError(
    found.length === 0
      ? `No message has an ID starting ${prefix}.`
      : `${found.length} messages have an ID starting ${prefix}: give more of it.`,
  );
}

function exported({
  receivedAt,
  deliveredAt,
  nextAttemptAt,
  sendingUntil: _sendingUntil,
  sendingBy: _sendingBy,
  ...message
}: KeptMessage) {
  return {
    ...message,
    receivedAt: new Date(receivedAt).toISOString(),
    deliveredAt:
      deliveredAt === null ? null : new Date(deliveredAt).toISOString(),
    nextAttemptAt:
      message.status === "waiting"
        ? new Date(nextAttemptAt).toISOString()
        : null,
  };
}

/** What JSON.stringify leaves as it is, and a terminal would obey (C0 it escapes itself). */
const OBEYED_IN_JSON = /[\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const escaped = (character: string) =>
  `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

const count = (messages: number) =>
  `${counted(messages)} ${messages === 1 ? "is" : "are"}`;

const counted = (messages: number) =>
  messages === 1 ? "1 message" : `${messages} messages`;

const when = (ms: number) =>
  new Date(ms).toISOString().slice(0, 16).replace("T", " ");

function state({ status, attempts, nextAttemptAt, sendingUntil }: KeptMessage) {
  if (status !== "waiting") return status;
  const tries = attempts === 1 ? "1 try" : `${attempts} tries`;
  if (sendingUntil !== null && sendingUntil > Date.now())
    return `being sent now (try ${attempts})`;
  return `waiting (${tries}, next ${when(nextAttemptAt)})`;
}

function table(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  return [header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

const { positionals, values } = readCommandLine(
  { csv: { type: "boolean" } },
  HELP,
);
const [command, id] = positionals;

const store = openMessageStore({
  ...getEnvOrExit().messages,
  // The output is the messages alone; a store that fails is said once, below.
  log: { log: () => {}, error: () => {} },
});
await runCommand(run, { help: HELP, failed, close: () => store.close() });

/** What could not be done, for the line that says why. */
function failed() {
  if (command === "backup")
    return `Cannot back up the messages in ${store.where} to ${id}`;
  if (command === "restore") return `Cannot restore ${id} into ${store.where}`;
  return `Cannot read the messages in ${store.where}`;
}
