// For a unit test of what a site in one language does, whatever languages the owner lists: their
// list with the first alone, its words as they wrote them. A test mocks the list with it:
//
//   vi.mock("~/content/languages", async (original) =>
//     (await import("../../tests/support/first-language-only")).firstLanguageOnly(await original()),
//   );
type LanguageList = { languages: Record<string, unknown> };

export function firstLanguageOnly({ languages }: LanguageList): LanguageList {
  const [first] = Object.entries(languages);
  return { languages: Object.fromEntries([first!]) };
}
