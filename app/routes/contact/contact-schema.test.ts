import { CONTACT_FIELDS } from "~/messages/contact-message";
import type { ContactMessage } from "~/messages/contact-message";
import { DEFAULT_LANGUAGE } from "~/words/language";
import type { Language } from "~/words/language";
import { wording, wordsIn } from "~/words/wording";

import { words as germanWords } from "../../../tests/fixtures/languages/de";

import {
  checkContact,
  contactSchema,
  isEmailAddress,
  isHoneypotFilled,
  readContactValues,
} from "./contact-schema";

const english = wordsIn(DEFAULT_LANGUAGE);

const valid: ContactMessage = {
  name: "Ann Example",
  email: "ann@example.com",
  title: "A role",
  message: "Hello there.",
};

test("the form, its check, the store and the relay name the same four fields, in one order", () => {
  expect(CONTACT_FIELDS).toEqual(["name", "email", "title", "message"]);
  expect(Object.keys(contactSchema(english).shape)).toEqual(CONTACT_FIELDS);
});

test("a complete message passes, trimmed", () => {
  expect(
    checkContact(
      {
        name: "  Ann Example ",
        email: " ann@example.com\t",
        title: "\nA role ",
        message: "\r\n  Hello there.\r\n\r\n",
      },
      english,
    ),
  ).toEqual({ ok: true, message: valid });
});

test("every field is required, and blank counts as empty", () => {
  expect(
    checkContact(
      { name: "", email: "   ", title: "\t", message: "\r\n" },
      english,
    ),
  ).toEqual({
    ok: false,
    errors: {
      name: "Please enter your name.",
      email: "Please enter your email address.",
      title: "Please enter a subject.",
      message: "Please enter a message.",
    },
  });
});

test("each field has its maximum length, in characters, and says it by name", () => {
  // Stated here, not read from the schema: deleting a limit must fail this test.
  const limits = {
    name: [100, "Please shorten your name to 100 characters or fewer."],
    email: [
      254,
      "Please shorten your email address to 254 characters or fewer.",
    ],
    title: [150, "Please shorten the subject to 150 characters or fewer."],
    message: [5000, "Please shorten the message to 5,000 characters or fewer."],
  } as const;
  for (const [field, [max, error]] of Object.entries(limits)) {
    const fill = (length: number) =>
      field === "email" ? emailOfLength(length) : "é".repeat(length);
    expect(
      checkContact({ ...valid, [field]: fill(max) }, english).ok,
      field,
    ).toBe(true);
    expect(checkContact({ ...valid, [field]: fill(max + 1) }, english)).toEqual(
      {
        ok: false,
        errors: { [field]: error },
      },
    );
  }
});

/** A valid address of exactly `length` characters: the longest local part, then 63-letter labels. */
function emailOfLength(length: number) {
  const local = `${"a".repeat(64)}@`;
  let domain = "com";
  while (local.length + domain.length < length) {
    const room = length - local.length - domain.length - 1;
    domain = `${"b".repeat(Math.min(63, room))}.${domain}`;
  }
  return local + domain;
}

test("an emoji counts as one character", () => {
  expect(checkContact({ ...valid, name: "🙂".repeat(100) }, english).ok).toBe(
    true,
  );
});

test("a one-line field refuses line breaks, which could add mail headers", () => {
  const result = checkContact(
    { ...valid, title: "Hi\r\nBcc: x@example.com" },
    english,
  );
  expect(result).toEqual({
    ok: false,
    errors: { title: "Please keep the subject on one line." },
  });
  expect(
    checkContact({ ...valid, message: "Line one\r\nLine two" }, english).ok,
  ).toBe(true);
});

test("a one-line field refuses Unicode line breaks", () => {
  for (const character of [
    "\u2028", // line separator
    "\u2029", // paragraph separator
    "\u0085", // next line
    "\u000b", // vertical tab
  ]) {
    const code = character.codePointAt(0)!.toString(16);
    expect(
      checkContact({ ...valid, name: `Ann${character}Bcc` }, english),
      code,
    ).toEqual({
      ok: false,
      errors: { name: "Please keep your name on one line." },
    });
  }
  // A message may have any line breaks.
  expect(checkContact({ ...valid, message: "One\u2028Two" }, english).ok).toBe(
    true,
  );
});

test("a message refuses NUL and every other control character but tabs and line breaks", () => {
  for (const character of [
    "\u0000", // NUL, which Postgres cannot keep and SQLite would cut the text at
    "\u0001",
    "\u001b", // escape, which starts a terminal's sequences
    "\u007f", // delete
    "\u0085", // next line, a C1 control
    "\u009b", // a C1 control sequence introducer
    "\u000b", // vertical tab
    "\u000c", // form feed
  ]) {
    const code = character.codePointAt(0)!.toString(16);
    expect(
      checkContact({ ...valid, message: `Hello${character}there` }, english),
      code,
    ).toEqual({
      ok: false,
      errors: {
        message:
          "Please remove the control characters from the message: only line breaks and tabs can be sent.",
      },
    });
  }
  // Said in the page's language.
  expect(
    checkContact(
      { ...valid, message: "Hallo\u0000" },
      wording("de" as Language, germanWords),
    ),
  ).toEqual({
    ok: false,
    errors: {
      message:
        "Bitte entfernen Sie die Steuerzeichen aus der Nachricht: Nur Zeilenumbrüche und Tabulatoren können gesendet werden.",
    },
  });
  expect(
    checkContact(
      { ...valid, message: "One\tTwo\r\nThree\nFour\rFive" },
      english,
    ),
  ).toEqual({
    ok: true,
    message: { ...valid, message: "One\tTwo\r\nThree\nFour\rFive" },
  });
});

test("a text-direction mark or another invisible character in a one-line field is named for what it is", () => {
  for (const character of [
    "\u202e", // right-to-left override
    "\u2066", // left-to-right isolate
    "\ufeff", // zero-width no-break space
    "\u200b", // zero-width space
  ]) {
    const code = character.codePointAt(0)!.toString(16);
    expect(
      checkContact({ ...valid, name: `Ann${character}Bcc` }, english),
      code,
    ).toEqual({
      ok: false,
      errors: {
        name: "Please remove the invisible characters, such as text-direction marks, from your name.",
      },
    });
    expect(
      checkContact({ ...valid, title: `Hi${character}there` }, english),
      code,
    ).toEqual({
      ok: false,
      errors: {
        title:
          "Please remove the invisible characters, such as text-direction marks, from the subject.",
      },
    });
  }
  // The joiners that scripts such as Persian and Devanagari and emoji sequences need stay.
  expect(checkContact({ ...valid, name: "Mehr\u200cdad" }, english).ok).toBe(
    true,
  );
  expect(checkContact({ ...valid, title: "Hi 👩\u200d💻" }, english).ok).toBe(
    true,
  );
  // A message may hold them: right-to-left text needs its marks.
  expect(
    checkContact({ ...valid, message: "\u202bشكرا\u202c" }, english).ok,
  ).toBe(true);
});

test("an email address must look deliverable", () => {
  for (const good of [
    "ann@example.com",
    "ann.o'neil+jobs@mail.example.co.uk",
    "A_B-c@sub-domain.example.org",
    // One letter is enough for a local part or a label.
    "a@x.io",
    "a@b.c.de",
  ])
    expect(isEmailAddress(good), good).toBe(true);
  for (const bad of [
    "ann",
    "ann.example.com",
    "ann@",
    "@example.com",
    "ann@example",
    "ann@@example.com",
    "ann@example..com",
    "ann@-example.com",
    "ann example@example.com",
    "ann@exa mple.com",
    "<ann@example.com>",
  ])
    expect(isEmailAddress(bad), bad).toBe(false);
  // The domain's dot is after the @: one in the name before it does not make a domain.
  expect(isEmailAddress("first.last@localhost")).toBe(false);
  expect(checkContact({ ...valid, email: "ann@example" }, english)).toEqual({
    ok: false,
    errors: {
      email: "Please enter a valid email address, like name@example.com.",
    },
  });
});

test("a 65-character local part is refused; 64 is the most mail allows", () => {
  expect(isEmailAddress(`${"a".repeat(64)}@example.com`)).toBe(true);
  expect(isEmailAddress(`${"a".repeat(65)}@example.com`)).toBe(false);
});

test("values are read as strings; a missing field or a file reads as empty", () => {
  const formData = new FormData();
  formData.set("name", " Ann ");
  formData.set("email", new File(["x"], "x.txt"));
  formData.set("message", "Hi");
  expect(readContactValues(formData)).toEqual({
    name: " Ann ",
    email: "",
    title: "",
    message: "Hi",
  });
});

test("the honeypot counts as filled only when it holds something", () => {
  const formData = new FormData();
  expect(isHoneypotFilled(formData)).toBe(false);
  formData.set("website", "");
  expect(isHoneypotFilled(formData)).toBe(false);
  formData.set("website", "https://spam.example");
  expect(isHoneypotFilled(formData)).toBe(true);
});
