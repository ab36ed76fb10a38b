// The server's whole configuration: every variable it reads, checked by one schema. This is the
// only module that reads process.env. A value that does not fit stops the start with one line
// naming the variable; a missing email-service identifier only disables the contact form.
import path from "node:path";

import proxyAddr from "proxy-addr";
import { z } from "zod";

/**
 * The email service as the settings name it (EMAILJS_*): the account's identifiers, all but the
 * private key public by the service's design, where the service lives, and how long a try waits.
 */
export type EmailServiceSettings = {
  serviceId: string;
  templateId: string;
  /** Sent as `user_id`. */
  publicKey: string;
  /** Sent as `accessToken` when the account requires it: from a server only, never a page. */
  privateKey?: string;
  /** Where the service lives; the test double's address in tests and local development. */
  origin: string;
  timeoutMs: number;
};

const ONE_YEAR_SECONDS = 31_536_000;

const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `expected a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: `expected a whole number from ${min} to ${max}`,
    });

const httpOrigin = z.string().transform((value, context) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url && (url.protocol === "http:" || url.protocol === "https:"))
    return url.origin;
  context.addIssue({ code: "custom", message: "expected an http(s) address" });
  return z.NEVER;
});

/** A hop count ("1") or the proxies' addresses ("loopback, 10.0.0.0/8"); never "true". */
const trustProxy = z.string().transform((value, context) => {
  const setting = value.trim().toLowerCase();
  if (setting === "false" || setting === "0") return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  const entries = setting.split(",").map((entry) => entry.trim());
  try {
    if (setting === "true")
      throw new Error(
        "would trust whatever a client writes in X-Forwarded-For and so defeat every limit; give the number of proxies in front (usually 1) or their addresses",
      );
    proxyAddr.compile(entries);
    return entries;
  } catch (error) {
    context.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

/** Where the limits are shared: a redis:// or rediss:// (TLS) address. */
const redisUrl = z
  .string()
  .refine((value) => /^rediss?:$/.test(URL.parse(value)?.protocol ?? ""), {
    error: "expected a redis:// or rediss:// address",
  });

/** Where messages are kept instead of a SQLite file: a postgres:// or postgresql:// address. */
const databaseUrl = z
  .string()
  .refine(
    (value) => /^postgres(?:ql)?:$/.test(URL.parse(value)?.protocol ?? ""),
    { error: "expected a postgres:// or postgresql:// address" },
  );

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: whole(1, 65_535).default(3000),
  HOST: z.string().optional(),
  TRUST_PROXY: trustProxy.default(false),
  SITE_URL: httpOrigin.optional(),
  HSTS_MAX_AGE: whole(0, 2 * ONE_YEAR_SECONDS).optional(),
  REQUEST_LOG: z.enum(["on", "off"]).default("on"),
  MAX_CONNECTIONS: whole(1, 100_000).default(1000),
  MAX_CONNECTIONS_PER_CLIENT: whole(1, 100_000).default(50),
  EMAILJS_SERVICE_ID: z.string().optional(),
  EMAILJS_TEMPLATE_ID: z.string().optional(),
  EMAILJS_PUBLIC_KEY: z.string().optional(),
  EMAILJS_PRIVATE_KEY: z.string().optional(),
  EMAILJS_ORIGIN: httpOrigin.default("https://api.emailjs.com"),
  EMAILJS_TIMEOUT_MS: whole(1, 120_000).default(10_000),
  CONTACT_RATE_LIMIT_MAX: whole(1, 1_000_000).default(5),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: whole(1, 86_400).default(600),
  CONTACT_ATTEMPT_RATE_LIMIT_MAX: whole(1, 1_000_000).default(20),
  ACCENT_RATE_LIMIT_MAX: whole(1, 1_000_000).default(60),
  ACCENT_RATE_LIMIT_WINDOW_SECONDS: whole(1, 86_400).default(60),
  VIEW_RATE_LIMIT_MAX: whole(1, 1_000_000).default(120),
  REDIS_URL: redisUrl.optional(),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: databaseUrl.optional(),
  MESSAGE_RETENTION_DAYS: whole(1, 36_500).default(90),
  MAX_UNDELIVERED_MESSAGES: whole(1, 10_000_000).default(10_000),
  DELIVERY_SPEEDUP: whole(1, 1_000_000).default(1),
  VISITS: z.enum(["on", "beacon", "off"]).default("on"),
  VISITS_KEEP_DAYS: whole(1, 36_500).default(730),
});

export type Env = ReturnType<typeof toEnv>;

function toEnv(vars: z.infer<typeof schema>) {
  const siteUrl = vars.SITE_URL ?? `http://localhost:${vars.PORT}`;
  const servedOverHttps = siteUrl.startsWith("https:");
  const { EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY } = vars;
  const emailService: EmailServiceSettings | null =
    EMAILJS_SERVICE_ID && EMAILJS_TEMPLATE_ID && EMAILJS_PUBLIC_KEY
      ? {
          origin: vars.EMAILJS_ORIGIN,
          serviceId: EMAILJS_SERVICE_ID,
          templateId: EMAILJS_TEMPLATE_ID,
          publicKey: EMAILJS_PUBLIC_KEY,
          privateKey: vars.EMAILJS_PRIVATE_KEY,
          timeoutMs: vars.EMAILJS_TIMEOUT_MS,
        }
      : null;
  return {
    mode: vars.NODE_ENV,
    port: vars.PORT,
    /** The address to listen on; unset means every address. */
    host: vars.HOST,
    /** Express's "trust proxy": a hop count, the proxies' addresses, or false. */
    trustProxy: vars.TRUST_PROXY,
    /** The site's public origin: canonical links, the sitemap, and whose form posts are its own. */
    siteUrl,
    servedOverHttps,
    /** Each limit per client: how many in how long. */
    limits: {
      contactLimit: {
        max: vars.CONTACT_RATE_LIMIT_MAX,
        windowSeconds: vars.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
      },
      contactAttemptLimit: {
        max: vars.CONTACT_ATTEMPT_RATE_LIMIT_MAX,
        windowSeconds: vars.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
      },
      accentLimit: {
        max: vars.ACCENT_RATE_LIMIT_MAX,
        windowSeconds: vars.ACCENT_RATE_LIMIT_WINDOW_SECONDS,
      },
      /** Views one client reports by the page's beacon, per minute. */
      viewLimit: { max: vars.VIEW_RATE_LIMIT_MAX, windowSeconds: 60 },
    },
    hstsMaxAgeSeconds:
      vars.HSTS_MAX_AGE ?? (servedOverHttps ? ONE_YEAR_SECONDS : 0),
    requestLog: vars.REQUEST_LOG === "on",
    /** Open connections in all, and per client (a trusted proxy's count only in all). */
    connections: {
      total: vars.MAX_CONNECTIONS,
      perClient: vars.MAX_CONNECTIONS_PER_CLIENT,
    },
    /** Where every instance counts the limits together; unset, each counts in its own memory. */
    redisUrl: vars.REDIS_URL,
    /** Null when an identifier is missing: messages are then kept for the owner to read. */
    emailService,
    messages: {
      /** The SQLite file's folder, unless Postgres holds the messages. */
      dataDir: path.resolve(vars.DATA_DIR),
      databaseUrl: vars.DATABASE_URL,
      retentionDays: vars.MESSAGE_RETENTION_DAYS,
      maxUndelivered: vars.MAX_UNDELIVERED_MESSAGES,
      /** Only tests set it: the delivery's every pause divided by it. */
      speedup: vars.DELIVERY_SPEEDUP,
    },
    /**
     * Page views counted in the messages' store, without cookies; how many days are kept. With
     * `beacon` (behind a CDN, which answers most views itself) every page reports its own view and
     * the server counts no document it serves.
     */
    visits: {
      on: vars.VISITS !== "off",
      beacon: vars.VISITS === "beacon",
      keepDays: vars.VISITS_KEEP_DAYS,
    },
  };
}

/** A configuration that cannot be used: one line per variable, naming it. */
export class EnvError extends Error {
  name = "EnvError";
}

/** Checks an environment; unset and empty variables take their defaults. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const present = Object.fromEntries(
    Object.entries(source)
      .filter(([name, value]) => name in schema.shape && value?.trim())
      .map(([name, value]) => [name, value!.trim()]),
  );
  const result = schema.safeParse(present);
  if (result.success) return toEnv(result.data);
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    // An address may hold a password: the line names the variable, not its value.
    const shown =
      /_URL$/.test(name) && name !== "SITE_URL"
        ? "(value hidden)"
        : `"${present[name]}"`;
    return `${name}=${shown}: ${issue.message}.`;
  });
  throw new EnvError(lines.join("\n"));
}

/** Why messages are not sent on, for the start-up log; empty when they are. */
export function envWarnings(env: Env): string[] {
  if (env.emailService) return [];
  return [
    "No email service is configured: messages are kept for you to read with npm run messages -- list. Set EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY to have them sent to you (see .env.example).",
  ];
}

/** This process's environment, checked; it sets NODE_ENV so every library runs in its mode. */
export function getEnv(): Env {
  const env = parseEnv(process.env);
  process.env.NODE_ENV = env.mode;
  return env;
}
