import { profile } from "~/content/profile";
import { socialLinks } from "~/content/social";

import { serializeJsonLd } from "~/components/json-ld";
import { DEFAULT_LANGUAGE } from "~/words/language";

import { personJsonLd } from "./person-json-ld";

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

test("serialises to valid JSON that cannot close its script element", () => {
  const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
  expect(text).not.toContain("</script>");
  expect(JSON.parse(text)).toEqual({
    name: "</script><script>alert(1)</script>",
  });
});
