// @vitest-environment node
import { toCsv } from "./csv.server";

test("a cell a spreadsheet would run as a formula is written as text", () => {
  expect(
    toCsv([
      { name: "=HYPERLINK(1)", note: "+1" },
      { name: "-2", note: "@x" },
      { name: "plain, with a comma", note: "ok" },
    ]),
  ).toBe(`name,note\n'=HYPERLINK(1),'+1\n'-2,'@x\n"plain, with a comma",ok\n`);
});
