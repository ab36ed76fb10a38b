// What the owner's commands (`npm run messages`, `npm run visits`) do alike around their own
// work: read the command line and the server's settings, and say why they stopped, on standard
// error and free of control characters, with an exit code a script can act on: 2 for a command
// line the owner got wrong (with the help) or settings that do not fit, 1 for work that failed.
// Imported by those commands alone.
import { parseArgs } from "node:util";
import type { ParseArgsConfig } from "node:util";

import { printable } from "~/utils/control-characters";
import { EnvError, getEnv } from "~/utils/env.server";

/** What the owner got wrong on the command line: the help's usage, exit code 2. */
export class UsageError extends Error {}

const say = (text: string) => console.error(printable(text));

type Options = NonNullable<ParseArgsConfig["options"]>;
const HELP_OPTION = { help: { type: "boolean", short: "h" } } as const;

/** The command line with the command's options and -h/--help; one it cannot read exits 2. */
export function readCommandLine<CommandOptions extends Options>(
  options: CommandOptions,
  help: string,
) {
  try {
    return parseArgs<{
      allowPositionals: true;
      options: CommandOptions & typeof HELP_OPTION;
    }>({ allowPositionals: true, options: { ...options, ...HELP_OPTION } });
  } catch (error) {
    if (
      !String((error as { code?: unknown }).code).startsWith("ERR_PARSE_ARGS")
    )
      throw error;
    say(`${(error as Error).message}\n\n${help}`);
    process.exit(2);
  }
}

/** The server's settings, as the server reads them; settings that do not fit exit 2. */
export function getEnvOrExit() {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    say(error.message);
    process.exit(2);
  }
}

/**
 * Runs the command's work, then `close` whatever happened. A `UsageError` is said with the help
 * (exit code 2); any other failure after `failed()`, what could not be done (exit code 1).
 */
export async function runCommand(
  run: () => Promise<unknown>,
  {
    help,
    failed,
    close,
  }: { help: string; failed: () => string; close: () => Promise<void> },
) {
  try {
    await run();
  } catch (error) {
    const usage = error instanceof UsageError;
    say(
      usage
        ? `${error.message}\n\n${help}`
        : `${failed()}: ${(error as Error).message}`,
    );
    process.exitCode = usage ? 2 : 1;
  } finally {
    await close();
  }
}
