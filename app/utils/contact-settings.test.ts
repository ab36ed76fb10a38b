import {
  DEFAULT_EMAILJS_ORIGIN,
  readContactSettings,
} from "./contact-settings";

const IDS = {
  EMAILJS_SERVICE_ID: "service_a",
  EMAILJS_TEMPLATE_ID: "template_b",
  EMAILJS_PUBLIC_KEY: "public-c",
};

test("reads the identifiers, with the service's public origin and the defaults", () => {
  expect(readContactSettings(IDS)).toEqual({
    settings: {
      emailService: {
        origin: DEFAULT_EMAILJS_ORIGIN,
        serviceId: "service_a",
        templateId: "template_b",
        publicKey: "public-c",
        privateKey: undefined,
        timeoutMs: 10_000,
      },
      rateLimit: { max: 5, windowSeconds: 600 },
    },
    problems: [],
  });
  expect(DEFAULT_EMAILJS_ORIGIN).toBe("https://api.emailjs.com");
});

test("reads the optional settings", () => {
  const { settings, problems } = readContactSettings({
    ...IDS,
    EMAILJS_ORIGIN: "http://127.0.0.1:3025/",
    EMAILJS_PRIVATE_KEY: " private-d ",
    EMAILJS_TIMEOUT_MS: "2000",
    CONTACT_RATE_LIMIT_MAX: "20",
    CONTACT_RATE_LIMIT_WINDOW_SECONDS: "60",
  });
  expect(problems).toEqual([]);
  expect(settings.emailService).toMatchObject({
    origin: "http://127.0.0.1:3025",
    privateKey: "private-d",
    timeoutMs: 2000,
  });
  expect(settings.rateLimit).toEqual({ max: 20, windowSeconds: 60 });
});

test("missing identifiers give one clear line and no email service", () => {
  const { settings, problems } = readContactSettings({
    EMAILJS_SERVICE_ID: "service_a",
    EMAILJS_PUBLIC_KEY: "  ",
  });
  expect(settings.emailService).toBeNull();
  expect(problems).toEqual([
    "Contact form cannot send messages: EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY are not set (see .env.example); visitors are told their message failed.",
  ]);
});

test("an origin that is not an http(s) address disables sending", () => {
  const { settings, problems } = readContactSettings({
    ...IDS,
    EMAILJS_ORIGIN: "api.emailjs.com",
  });
  expect(settings.emailService).toBeNull();
  expect(problems).toEqual([
    expect.stringContaining('EMAILJS_ORIGIN="api.emailjs.com"'),
  ]);
});

test("a number that is not one falls back to its default, with a line saying so", () => {
  const { settings, problems } = readContactSettings({
    ...IDS,
    EMAILJS_TIMEOUT_MS: "10s",
    CONTACT_RATE_LIMIT_MAX: "0",
  });
  expect(settings.emailService?.timeoutMs).toBe(10_000);
  expect(settings.rateLimit.max).toBe(5);
  expect(problems).toEqual([
    'CONTACT_RATE_LIMIT_MAX="0" is not a whole number from 1 to 1000000; using 5.',
    'EMAILJS_TIMEOUT_MS="10s" is not a whole number from 1 to 120000; using 10000.',
  ]);
});
