/**
 * How the contact relay's settings are read from an environment. A problem becomes one log
 * line and never stops the server: without its identifiers the form answers with the failure
 * sentence instead of sending.
 */
export const DEFAULT_EMAILJS_ORIGIN = "https://api.emailjs.com";

const IDENTIFIERS = {
  serviceId: "EMAILJS_SERVICE_ID",
  templateId: "EMAILJS_TEMPLATE_ID",
  publicKey: "EMAILJS_PUBLIC_KEY",
} as const;

export type EmailServiceSettings = {
  /** Where the service lives; the test double's address in tests and local development. */
  origin: string;
  serviceId: string;
  templateId: string;
  /** Sent as `user_id`. */
  publicKey: string;
  /** Sent as `accessToken` when the account requires it. */
  privateKey?: string;
  timeoutMs: number;
};

export type ContactSettings = {
  /** Null when the service cannot be used: the start-up log says why. */
  emailService: EmailServiceSettings | null;
  rateLimit: { max: number; windowSeconds: number };
};

type Env = Record<string, string | undefined>;

export function readContactSettings(env: Env): {
  settings: ContactSettings;
  problems: string[];
} {
  const problems: string[] = [];
  const number = (name: string, fallback: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= 1 && value <= max) return value;
    problems.push(
      `${name}="${raw}" is not a whole number from 1 to ${max}; using ${fallback}.`,
    );
    return fallback;
  };
  const rateLimit = {
    max: number("CONTACT_RATE_LIMIT_MAX", 5, 1_000_000),
    windowSeconds: number("CONTACT_RATE_LIMIT_WINDOW_SECONDS", 600, 86_400),
  };
  const timeoutMs = number("EMAILJS_TIMEOUT_MS", 10_000, 120_000);

  const origin = parseOrigin(env.EMAILJS_ORIGIN?.trim());
  if (origin === null)
    problems.push(
      `Contact form cannot send messages: EMAILJS_ORIGIN="${env.EMAILJS_ORIGIN}" is not an http(s) address.`,
    );
  const missing = Object.values(IDENTIFIERS).filter(
    (name) => !env[name]?.trim(),
  );
  if (missing.length)
    problems.push(
      `Contact form cannot send messages: ${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} not set (see .env.example); visitors are told their message failed.`,
    );

  const emailService =
    origin === null || missing.length
      ? null
      : {
          origin,
          serviceId: env[IDENTIFIERS.serviceId]!.trim(),
          templateId: env[IDENTIFIERS.templateId]!.trim(),
          publicKey: env[IDENTIFIERS.publicKey]!.trim(),
          privateKey: env.EMAILJS_PRIVATE_KEY?.trim() || undefined,
          timeoutMs,
        };
  return { settings: { emailService, rateLimit }, problems };
}

function parseOrigin(value: string | undefined): string | null {
  if (!value) return DEFAULT_EMAILJS_ORIGIN;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:"
      ? url.origin
      : null;
  } catch {
    return null;
  }
}
