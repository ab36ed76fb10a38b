// @vitest-environment node
// On a site in several languages, the owner learns which one a visitor wrote from: the contact
// form's action keeps the language of the page it was sent from, and the email the owner gets
// says it, as a Netlify form does. (With one language the email is what it always was:
// relay.server.test.ts.)
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

import { startEmailService } from "../../tests/mocks/email-service.js";
import { routeArgs, testLoadContext } from "../../tests/support/load-context";
import { action } from "~/routes/contact/route";
import type { Language } from "~/words/language";
import { WordsContext } from "~/words/use-words";
import { wordsIn } from "~/words/wording";

import type { ContactMessage } from "./contact-message";
import { sendContactMessage } from "./relay.server";

vi.mock("~/content/languages", async () => ({
  languages: {
    en: (await import("~/content/words/en")).words,
    de: (await import("../../tests/fixtures/languages/de")).words,
    ar: (await import("../../tests/fixtures/languages/ar")).words,
  },
}));

// The mocked list's codes; the owner's list types English alone.
const [de] = ["de"] as string[] as Language[];

const ann = {
  name: "Ann Example",
  email: "ann@example.com",
  title: "Eine Stelle",
  message: "Hätten Sie Zeit?",
};

test("a message sent from a German page is kept with its language, German", async () => {
  const kept: Array<ContactMessage & { language: string }> = [];
  const request = new Request("http://localhost/de/contact", {
    method: "POST",
    body: new URLSearchParams(ann),
  });
  const context = testLoadContext({
    keepMessage: async (message) => {
      kept.push(message);
      return true;
    },
  });
  await action(routeArgs(request, context));
  expect(kept).toEqual([{ ...ann, language: "de" }]);
});

test("the email the owner gets names the language the message was sent from", async () => {
  const double = await startEmailService();
  try {
    const sent = await sendContactMessage(
      { ...ann, id: "5b0c3f9e-0d1a-4c56-9e8f-2a7b6c5d4e3f", language: "ar" },
      {
        origin: double.origin,
        serviceId: "service_unit",
        templateId: "template_unit",
        publicKey: "public-unit-key",
        timeoutMs: 10_000,
      },
    );
    expect(sent).toEqual({ ok: true });
    expect(double.submissions[0]!.parts.slice(0, 6)).toEqual([
      { name: "name", value: "Ann Example" },
      { name: "email", value: "ann@example.com" },
      { name: "title", value: "Eine Stelle" },
      { name: "message", value: "Hätten Sie Zeit?" },
      { name: "message_id", value: "5b0c3f9e-0d1a-4c56-9e8f-2a7b6c5d4e3f" },
      { name: "language", value: "ar" },
    ]);
  } finally {
    await double.close();
  }
});

test("on a Netlify Forms host, the form sent from a German page carries its language", async () => {
  const { NetlifyContactForm } = await import("~/routes/contact/contact-form");
  const html = renderToStaticMarkup(
    createElement(
      WordsContext,
      { value: wordsIn(de!) },
      createElement(NetlifyContactForm),
    ),
  );
  expect(html).toContain('<input type="hidden" name="language" value="de"/>');
});
