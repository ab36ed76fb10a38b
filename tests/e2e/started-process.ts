// A helper process a test starts (nginx, a file server): waited for until it answers or has
// stopped. A start a busy machine makes slow is waited for, the test's own timeout standing for
// one that never ends; one that failed is reported at once, with what it printed.
import type { ChildProcess } from "node:child_process";

/** Resolves once `answering` says so, with a stop that ends the process and waits for its end. */
export async function started(
  child: ChildProcess,
  answering: () => Promise<boolean>,
  what: string,
) {
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.on("exit", () => resolve()),
  );
  while (!(await answering())) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
}

/** Whether anything answers at `address`, whatever it answers. */
export const answers = (address: string) =>
  fetch(address).then(
    () => true,
    () => false,
  );
