// The build's type check of the owner's words files, ahead of every other step (build.ts and
// export.ts run it): a word left out or of no such name, a sentence without a place it must hold,
// or a language listed without its words stops the build with the compiler's own message, its
// file, line and column. The rest of app/content/ is held to its rules by check-content.ts, whose
// lines name the entry.
import { runTool } from "../run-tool";

/** The compiler's arguments: this folder's tsconfig.json names the files. */
export const WORDS_TYPE_CHECK = [
  "-p",
  "scripts/content-checks/tsconfig.json",
  "--pretty",
  "false",
];

export async function checkWordTypes() {
  try {
    await runTool("tsc", WORDS_TYPE_CHECK);
  } catch {
    throw new Error(
      "The words in app/content/words/ do not have the shape of app/words/words.ts, as the compiler says above; nothing was built.",
    );
  }
}
