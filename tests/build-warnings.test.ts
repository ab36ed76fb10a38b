// @vitest-environment node
// A check of the build for warnings reads the build's own: whatever the shell's colour variables
// make Node or a tool say, it is not the owner's content or code that is warned of.
import { build, formatMessages } from "esbuild";

import { CONTENT_WARNING } from "../scripts/build-warnings";

import { BUILD_WARNING } from "./build-warnings";

test("a warning about the content and one of esbuild's are the build's warnings", async () => {
  const content = `${CONTENT_WARNING}app/content/theme.ts: theme, accent: #102030 is hard to read on the site's dark background`;
  const { warnings } = await build({
    stdin: { contents: 'if (typeof window == "undefinde") {}' },
    write: false,
    logLevel: "silent",
  });
  const [bundling] = await formatMessages(warnings, { kind: "warning" });

  expect(`built\n${content}\n`).toMatch(BUILD_WARNING);
  expect(bundling).toMatch(BUILD_WARNING);
});

test("what Node says of the shell's colour variables is not a warning of the build", () => {
  const node = [
    "(node:4242) Warning: The 'NO_COLOR' env is ignored due to the 'FORCE_COLOR' env being set.",
    "(Use `node --trace-warnings ...` to show where the warning was created)",
  ].join("\n");

  expect(node).not.toMatch(BUILD_WARNING);
});
