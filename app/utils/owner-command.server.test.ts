// @vitest-environment node
import {
  UsageError,
  getEnvOrExit,
  readCommandLine,
  runCommand,
} from "./owner-command.server";

const HELP = "Usage: npm run things -- <command>";
const HOSTILE = "\u001b[2J\u009b\u202e";
const WRITTEN = "\\u{1b}[2J\\u{9b}\\u{202e}";

let stderr: string[];
let exited: number | undefined;

beforeEach(() => {
  stderr = [];
  exited = undefined;
  vi.spyOn(console, "error").mockImplementation((text: string) => {
    stderr.push(text);
  });
  vi.spyOn(process, "exit").mockImplementation((code) => {
    exited = Number(code);
    throw new Error("exited");
  });
  process.exitCode = undefined;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  process.exitCode = undefined;
});

test("the command line gives the command's options, -h for --help, and the positionals", () => {
  const line = (...args: string[]) => {
    vi.spyOn(process, "argv", "get").mockReturnValue(["node", "x", ...args]);
    return readCommandLine(
      { days: { type: "string" }, csv: { type: "boolean" } },
      HELP,
    );
  };
  const { values, positionals } = line(
    "export",
    "out.csv",
    "--days",
    "7",
    "--csv",
  );
  expect(positionals).toEqual(["export", "out.csv"]);
  expect(values).toEqual({ days: "7", csv: true });
  expectTypeOf(values.days).toEqualTypeOf<string | undefined>();
  expectTypeOf(values.csv).toEqualTypeOf<boolean | undefined>();
  expect(line("-h").values).toEqual({ help: true });
  expect(stderr).toEqual([]);
});

test("an option the command does not take is a usage error: it says so with the help, and exits 2", () => {
  vi.spyOn(process, "argv", "get").mockReturnValue([
    "node",
    "x",
    `--bad${HOSTILE}`,
  ]);
  expect(() => readCommandLine({}, HELP)).toThrow("exited");
  expect(exited).toBe(2);
  expect(stderr).toHaveLength(1);
  expect(stderr[0]).toContain(`--bad${WRITTEN}`);
  expect(stderr[0]).not.toContain(HOSTILE);
  expect(stderr[0]!.endsWith(`\n\n${HELP}`)).toBe(true);
});

test("settings that do not fit are said, free of control characters, and exit 2", () => {
  vi.stubEnv("SITE_URL", `ftp://example.com/${HOSTILE}`);
  expect(() => getEnvOrExit()).toThrow("exited");
  expect(exited).toBe(2);
  // Only the variable set here: the rest of this process's settings are not the test's.
  expect(stderr).toHaveLength(1);
  expect(stderr[0]).toContain(
    `SITE_URL="ftp://example.com/${WRITTEN}": expected an http(s) address.`,
  );
  expect(stderr[0]).not.toContain(HOSTILE);
});

test("a usage error is said with the help and exits 2; the store is closed", async () => {
  const close = vi.fn(async () => {});
  await runCommand(
    async () => {
      throw new UsageError(`Unknown command: x${HOSTILE}`);
    },
    { help: HELP, failed: () => "Cannot read the things", close },
  );
  expect(stderr).toEqual([`Unknown command: x${WRITTEN}\n\n${HELP}`]);
  expect(process.exitCode).toBe(2);
  expect(close).toHaveBeenCalledOnce();
});

test("work that fails is said after what could not be done, exit 1; the store is closed", async () => {
  const close = vi.fn(async () => {});
  await runCommand(
    async () => {
      throw new Error(`disk I/O error near "${HOSTILE}"`);
    },
    { help: HELP, failed: () => "Cannot read the things in ./data", close },
  );
  expect(stderr).toEqual([
    `Cannot read the things in ./data: disk I/O error near "${WRITTEN}"`,
  ]);
  expect(process.exitCode).toBe(1);
  expect(close).toHaveBeenCalledOnce();
});

test("work that succeeds says nothing on standard error, leaves the exit code, and closes the store", async () => {
  const close = vi.fn(async () => {});
  const run = vi.fn(async () => {});
  await runCommand(run, { help: HELP, failed: () => "never", close });
  expect(run).toHaveBeenCalledOnce();
  expect(stderr).toEqual([]);
  expect(process.exitCode).toBeUndefined();
  expect(close).toHaveBeenCalledOnce();
});
