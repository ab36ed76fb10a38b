import type { Translations } from "~/content-rules/translation";

// Your content in each language besides the first of languages.ts: a file of translations/ for
// each, named for its code, imported here as languages.ts imports the words, such as
//   import { translation as de } from "./translations/de";
//   export const translations = { de } satisfies Translations;
// A field a translation leaves out is shown as the first language has it, and the build lists it.
export const translations = {} satisfies Translations;
