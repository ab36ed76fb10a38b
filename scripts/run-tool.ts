// Runs a tool of node_modules/.bin to its end, passing on what it prints (docs/decisions/012).
import { spawn } from "node:child_process";
import path from "node:path";

export function runTool(
  tool: string,
  args: string[],
  env: Record<string, string> = {},
) {
  const command = path.resolve("node_modules/.bin", tool);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    child.stdout.pipe(process.stdout);
    child.stderr.pipe(process.stderr);
    child.on("error", reject);
    child.on("exit", (code) => {
      child.stdout.destroy();
      child.stderr.destroy();
      if (code === 0) resolve();
      else
        reject(new Error(`${command} ${args.join(" ")} exited with ${code}`));
    });
  });
}
