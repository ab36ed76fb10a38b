import { profile } from "~/content/profile";
import { socialLinks } from "~/content/social";

import { serializeJsonLd } from "~/components/json-ld";
import { DEFAULT_LANGUAGE } from "~/words/language";

import { personJsonLd } from "./person-json-ld";

// What a site in one language does, whatever languages the owner lists.
vi.mock("~/content/languages", async (original) =>
  (
    await import("../../../tests/support/first-language-only")
  ).firstLanguageOnly(await original()),
);

test("describes the owner as a Person with their profiles as sameAs", () => {
  const person = personJsonLd("https://alex.example", DEFAULT_LANGUAGE);
  expect(person).toEqual({
    "@context": "https://schema.org",
    "@type": "Person",
    name: profile.name,
    jobTitle: profile.jobTitle,
    url: "https://alex.example/",
    sameAs: socialLinks.map((link) => link.url),
  });
});

test("with several languages, the site in the page's language joins the owner, its author", async () => {
  vi.resetModules();
  vi.doMock("~/content/languages", async () => ({
    languages: {
      en: (await import("~/content/words/en")).words,
      de: (await import("../../../tests/fixtures/languages/de")).words,
    },
  }));
  const { personJsonLd: inLanguages } = await import("./person-json-ld");
  const person = {
    "@id": "https://alex.example/#person",
    "@type": "Person",
    name: profile.name,
    jobTitle: profile.jobTitle,
    url: "https://alex.example/",
    sameAs: socialLinks.map((link) => link.url),
  };
  const site = (lang: string, url: string) => ({
    "@type": "WebSite",
    name: `${profile.name} | ${profile.jobTitle}`,
    url,
    inLanguage: lang,
    author: { "@id": "https://alex.example/#person" },
  });
  // The owner's list types the codes: English alone in theirs, German too in the mocked one.
  expect(inLanguages("https://alex.example", "de" as "en")).toEqual({
    "@context": "https://schema.org",
    "@graph": [person, site("de", "https://alex.example/de")],
  });
  expect(inLanguages("https://alex.example")).toEqual({
    "@context": "https://schema.org",
    "@graph": [person, site("en", "https://alex.example/")],
  });
});

test("serialises to valid JSON that cannot close its script element", () => {
  const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
  expect(text).not.toContain("</script>");
  expect(JSON.parse(text)).toEqual({
    name: "</script><script>alert(1)</script>",
  });
});
