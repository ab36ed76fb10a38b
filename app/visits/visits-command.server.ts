// `npm run visits -- [report FILE | export FILE] [--days N | --since DATE]`: the owner reads the
// site's visits, from the store the server counts them in, with the server's own settings
// (DATA_DIR, or DATABASE_URL). The build bundles it as build/visits.js, beside the server.
import { writeFileSync } from "node:fs";

import { openMessageStore } from "~/messages/message-store.server";
import { toCsv } from "~/utils/csv.server";
import {
  UsageError,
  getEnvOrExit,
  readCommandLine,
  runCommand,
} from "~/utils/owner-command.server";

import { dayOf } from "./visit-batch.server";
import { visitReport } from "./visit-report";
import { readVisits } from "./visit-store.server";
import { summarize } from "./visit-summary";
import { visitText } from "./visit-text";

const HELP = `Shows the site's visits, as the server counts them: views and visitors per day,
the top pages, the sites visitors came from, languages and devices.

Usage: npm run visits -- [command] [--days N | --since YYYY-MM-DD]

  (no command)     the summary, with a chart per day, on standard output
  report FILE      the same as one HTML page with charts, no script, readable offline
  export FILE      every counted row as CSV: day, page, language, referrer, device,
                   views, visitors

  --days N         the last N days, today included (default 30)
  --since DATE     from that day (UTC) to today

Days are UTC days. A visitor is counted once a day, on the page they came in at, and
told apart only within that day and that server instance. The visits are read where the
server keeps them: DATA_DIR (default ./data), or DATABASE_URL when it is set.`;

const DAY_MS = 24 * 60 * 60 * 1000;

function span(): { since: string; until: string } {
  const until = dayOf(Date.now());
  if (values.days !== undefined && values.since !== undefined)
    throw new UsageError("Give --days or --since, not both.");
  if (values.since !== undefined) {
    const since = values.since;
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(since) ||
      Number.isNaN(Date.parse(since)) ||
      dayOf(Date.parse(since)) !== since
    )
      throw new UsageError(`--since takes a day as 2026-12-01, not ${since}.`);
    if (since > until)
      throw new UsageError(`--since ${since} is after today (${until}, UTC).`);
    return { since, until };
  }
  const days = values.days ?? "30";
  if (!/^\d+$/.test(days) || Number(days) < 1 || Number(days) > 36_500)
    throw new UsageError(
      `--days takes a whole number from 1 to 36500, not ${days}.`,
    );
  return {
    since: dayOf(Date.now() - (Number(days) - 1) * DAY_MS),
    until,
  };
}

function fileOf(file: string | undefined) {
  if (!file) throw new UsageError(`${command} needs a file's name.`);
  return file;
}

async function run() {
  if (values.help) return console.log(HELP);
  if (command && !["report", "export"].includes(command))
    throw new UsageError(`Unknown command: ${command}`);
  const { since, until } = span();
  const file = command ? fileOf(positionals[1]) : undefined;
  const rows = (await readVisits(store, since)).filter(
    (row) => row.day <= until,
  );
  const summary = summarize(rows, since, until);
  if (command === "report") {
    writeFileSync(file!, visitReport(summary));
    return console.log(`The visits from ${since} to ${until} are in ${file}.`);
  }
  if (command === "export") {
    writeFileSync(file!, toCsv(rows));
    return console.log(
      `${rows.length === 1 ? "1 row" : `${rows.length} rows`} from ${since} to ${until} exported to ${file}.`,
    );
  }
  console.log(visitText(summary));
}

const { positionals, values } = readCommandLine(
  { days: { type: "string" }, since: { type: "string" } },
  HELP,
);
const [command] = positionals;

const store = openMessageStore({
  ...getEnvOrExit().messages,
  // The output is the visits alone; a store that fails is said once, below.
  log: { log: () => {}, error: () => {} },
});
// A store's error may quote what it read: runCommand writes its control characters as codes.
await runCommand(run, {
  help: HELP,
  failed: () => `Cannot read the visits in ${store.where}`,
  close: () => store.close(),
});
