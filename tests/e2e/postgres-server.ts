// Debian's PostgreSQL on a loopback port, in a folder of its own made for the test (initdb, then
// pg_ctl), which a test can stop and start again as an outage would. PostgreSQL will not run as
// root: as root, its commands run as the `postgres` user the package creates.
import { execFile } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The folder of Debian's PostgreSQL programs (initdb, pg_ctl), or null. */
export function findPostgres(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const [newest] = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = newest && path.join(root, newest, "bin");
  return bin && existsSync(path.join(bin, "pg_ctl")) ? bin : null;
}

/** `durable: false` (the tests') skips flushing to disk: a test's database lives for a minute. */
export async function startPostgres(
  bin: string,
  port: number,
  { durable = false } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-postgres-"));
  const data = path.join(dir, "data");
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
  }
  const as = (program: string, args: string[]) =>
    asRoot
      ? run("runuser", [
          "-u",
          "postgres",
          "--",
          path.join(bin, program),
          ...args,
        ])
      : run(path.join(bin, program), args);
  await as("initdb", [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "portfolio",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  const flush = durable ? "" : " -c fsync=off";
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1${flush}`;
  const start = () =>
    as("pg_ctl", [
      "-D",
      data,
      "-o",
      options,
      "-l",
      path.join(dir, "log"),
      "-w",
      "start",
    ]);
  await start();
  await as("createdb", [
    "-h",
    "127.0.0.1",
    "-p",
    String(port),
    "-U",
    "portfolio",
    "portfolio",
  ]);
  return {
    url: `postgres://portfolio@127.0.0.1:${port}/portfolio`,
    start,
    /** Stops it at once, as an outage would: its clients' connections break. */
    stop: () => as("pg_ctl", ["-D", data, "-m", "immediate", "stop"]),
    remove: async () => {
      await as("pg_ctl", ["-D", data, "-m", "immediate", "stop"]).catch(
        () => {},
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
