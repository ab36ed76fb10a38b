// @vitest-environment jsdom
// The relay must send the email service exactly what the official browser SDK (emailjs-com
// 3.2.0, the version the product has always used) sends for the same form: the four fields the
// visitor filled in, and the message's id as a hidden field. Both run here against the same
// double: the SDK through jsdom's real XMLHttpRequest and FormData, the relay through undici.
import { init, sendForm } from "emailjs-com";

import { startEmailService } from "../../tests/mocks/email-service.js";
import type { OutgoingMessage } from "./relay.server";
import { sendContactMessage } from "./relay.server";

const IDS = {
  serviceId: "service_parity",
  templateId: "template_parity",
  publicKey: "public-parity-key",
};

// Accents, quotes, an emoji and line breaks: everything encoding could get wrong.
const MESSAGE: OutgoingMessage = {
  id: "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a",
  name: `Zoë "Zo" O'Neil`,
  email: "zoe.oneil+work@example.co.uk",
  title: "Role: senior engineer — remote?",
  message:
    "Hello,\r\n\r\nwould you have time for a call? 🙂\r\nThanks & regards",
};

let double: Awaited<ReturnType<typeof startEmailService>>;

beforeAll(async () => {
  double = await startEmailService();
});

afterAll(() => double.close());

beforeEach(() => {
  double.submissions.length = 0;
});

/** The contact form: its four fields, filled in as a visitor would, and the message's id. */
function filledForm(message: OutgoingMessage) {
  const form = document.createElement("form");
  for (const name of ["name", "email", "title"] as const) {
    const input = document.createElement("input");
    input.name = name;
    input.value = message[name];
    form.append(input);
  }
  const textarea = document.createElement("textarea");
  textarea.name = "message";
  textarea.value = message.message;
  const id = Object.assign(document.createElement("input"), {
    type: "hidden",
    name: "message_id",
    value: message.id,
  });
  form.append(textarea, id);
  document.body.append(form);
  return form;
}

async function sendBoth(privateKey?: string) {
  init(IDS.publicKey, double.origin);
  const sdkAnswer = await sendForm(
    IDS.serviceId,
    IDS.templateId,
    filledForm(MESSAGE),
  );
  expect(sdkAnswer.status).toBe(200);
  const relayAnswer = await sendContactMessage(MESSAGE, {
    ...IDS,
    origin: double.origin,
    privateKey,
    timeoutMs: 5000,
  });
  expect(relayAnswer).toEqual({ ok: true });
  expect(double.submissions).toHaveLength(2);
  const [fromSdk, fromRelay] = double.submissions;
  return { fromSdk: fromSdk!, fromRelay: fromRelay! };
}

test("the relay posts the same fields, values and order as the SDK's sendForm", async () => {
  const { fromSdk, fromRelay } = await sendBoth();

  expect(fromSdk.contentType).toMatch(/^multipart\/form-data; boundary=/);
  expect(fromRelay.contentType).toMatch(/^multipart\/form-data; boundary=/);
  // Name by name and value by value, with no file names or part types on either side.
  expect(fromRelay.parts).toEqual(fromSdk.parts);
  expect(fromSdk.parts.map((part) => part.name)).toEqual([
    "name",
    "email",
    "title",
    "message",
    "message_id",
    "lib_version",
    "service_id",
    "template_id",
    "user_id",
  ]);
  const { id, ...fields } = MESSAGE;
  expect(fromSdk.fields).toMatchObject({
    ...fields,
    message_id: id,
    lib_version: "3.2.0",
    service_id: IDS.serviceId,
    template_id: IDS.templateId,
    user_id: IDS.publicKey,
  });
});

test("with a private key the relay adds accessToken and changes nothing else", async () => {
  const { fromSdk, fromRelay } = await sendBoth("private-parity-key");

  expect(fromRelay.parts).toEqual([
    ...fromSdk.parts,
    { name: "accessToken", value: "private-parity-key" },
  ]);
});
