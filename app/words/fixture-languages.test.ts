// The German and Arabic words the tests build a three-language site with, and an owner starts
// a site in either from, as their readers write them (scripts/content-checks/words.test.ts and
// the type check hold them to the English words).
import { words as ar } from "../../tests/fixtures/languages/ar";
import { words as de } from "../../tests/fixtures/languages/de";

import { wording } from "./wording";

test("the German and Arabic fixtures write numbers, days and plurals as their readers do", () => {
  // The shipped site has English alone: the wording's language code is only carried along.
  const german = wording("en", de);
  expect(german.day("2026-11-26")).toBe("26. November 2026");
  expect(german.number(5000)).toBe("5.000");
  expect(german.count(de.portfolio.shown, 1)).toBe("1 Projekt angezeigt");
  expect(german.count(de.portfolio.shown, 12)).toBe("12 Projekte angezeigt");
  const arabic = wording("en", ar);
  expect(arabic.day("2026-11-26")).toBe("26 نوفمبر 2026");
  expect(arabic.year(new Date("2026-11-26T12:00:00Z"))).toBe("2026");
  expect(arabic.count(ar.portfolio.shown, 2)).toBe("مشروعان معروضان");
  expect(arabic.count(ar.portfolio.shown, 5)).toBe("5 مشاريع معروضة");
  expect(arabic.count(ar.portfolio.shown, 11)).toBe("11 مشروعًا معروضًا");
  expect(arabic.count(ar.portfolio.shown, 100)).toBe("100 مشروع معروض");
});
