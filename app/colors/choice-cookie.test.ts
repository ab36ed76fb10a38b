import {
  choiceCookie,
  choiceFromCookie,
  chosen,
  inCookieHeader,
  isColorChoice,
} from "./choice-cookie";

const YEAR = "Path=/; Max-Age=31536000; SameSite=Lax";

test("an accent's cookie holds the colour and its legible forms on the dark and the light scheme", () => {
  expect(choiceCookie("accent", "#D0021B", { secure: false })).toBe(
    `accent=d0021b.e26372.d0021b; ${YEAR}`,
  );
  expect(choiceCookie("accent", "d0021b80", { secure: true })).toBe(
    `accent=d0021b80.b67e85.a65a63; ${YEAR}; Secure`,
  );
  expect(choiceCookie("accent", "#fff", { secure: false })).toBe(
    `accent=ffffff.ffffff.707070; ${YEAR}`,
  );
});

test("a scheme's cookie holds the choice as it is", () => {
  for (const scheme of ["system", "light", "dark"])
    expect(choiceCookie("scheme", scheme, { secure: true })).toBe(
      `scheme=${scheme}; ${YEAR}; Secure`,
    );
});

test("what is not a choice makes no cookie", () => {
  for (const value of ["", "#12345", "red", null, undefined, 12])
    expect(choiceCookie("accent", value, { secure: false })).toBeNull();
  for (const value of ["", "Dark", "blue", "#d0021b", null])
    expect(choiceCookie("scheme", value, { secure: false })).toBeNull();
});

test("a Cookie header gives each choice back as chosen, among other cookies", () => {
  const header =
    "a=1; accent=d0021b80.b67e85.a65a63; scheme=light; b=accent=ffffff.ffffff.707070";
  expect(choiceFromCookie("accent", header)).toBe("#d0021b80");
  expect(choiceFromCookie("scheme", header)).toBe("light");
  expect(choiceFromCookie("accent", "accent=d0021b.e26372.d0021b")).toBe(
    "#d0021b",
  );
  for (const header of [
    null,
    "",
    "accent=D0021B.e26372.d0021b",
    "accent=d0021b",
    "myaccent=d0021b.e26372.d0021b",
    "scheme=blue",
    "scheme=darker",
  ]) {
    expect(choiceFromCookie("accent", header)).toBeNull();
    expect(choiceFromCookie("scheme", header)).toBeNull();
  }
});

test("the script atop every page finds each cookie with the same pattern as the server", () => {
  expect(String(inCookieHeader("accent"))).toBe(
    String.raw`/(?:^|;\s*)accent=([0-9a-f]{6}(?:[0-9a-f]{2})?)\.([0-9a-f]{6})\.([0-9a-f]{6})(?:;|$)/`,
  );
  expect(String(inCookieHeader("scheme"))).toBe(
    String.raw`/(?:^|;\s*)scheme=(system|light|dark)(?:;|$)/`,
  );
});

test("a form field names a choice by its cookie's name, and nothing else does", () => {
  expect(isColorChoice("accent")).toBe(true);
  expect(isColorChoice("scheme")).toBe(true);
  for (const name of ["redirectTo", "toString", "constructor", ""])
    expect(isColorChoice(name)).toBe(false);
  expect(chosen("accent", " #ABC ")).toBe("#aabbcc");
  expect(chosen("scheme", "system")).toBe("system");
});
