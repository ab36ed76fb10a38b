import path from "node:path";

import { EnvError, envWarnings, parseEnv } from "./env.server";

test("defaults: port 3000 on every address, production, the limits on, no proxy trusted", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({
    mode: "production",
    port: 3000,
    host: undefined,
    trustProxy: false,
    siteUrl: "http://localhost:3000",
    limits: {
      contactLimit: { max: 5, windowSeconds: 600 },
      contactAttemptLimit: { max: 20, windowSeconds: 600 },
      accentLimit: { max: 60, windowSeconds: 60 },
    },
    hstsMaxAgeSeconds: 0,
    requestLog: true,
    connections: { total: 1000, perClient: 50 },
    emailService: null,
    messages: {
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      retentionDays: 90,
      maxUndelivered: 10_000,
      speedup: 1,
    },
  });
});

test("each setting comes from its variable; empty ones take their defaults", () => {
  const env = parseEnv({
    NODE_ENV: "development",
    PORT: "8080",
    HOST: "127.0.0.1",
    TRUST_PROXY: "1",
    SITE_URL: "https://alexdoe.dev/some/path",
    ACCENT_RATE_LIMIT_MAX: "10",
    ACCENT_RATE_LIMIT_WINDOW_SECONDS: "",
    REQUEST_LOG: "off",
    MAX_CONNECTIONS: "200",
    MAX_CONNECTIONS_PER_CLIENT: "10",
    EMAILJS_SERVICE_ID: " service_1 ",
    EMAILJS_TEMPLATE_ID: "template_1",
    EMAILJS_PUBLIC_KEY: "public_1",
    EMAILJS_ORIGIN: "http://127.0.0.1:3025/",
    EMAILJS_TIMEOUT_MS: "500",
    CONTACT_RATE_LIMIT_MAX: "2",
    CONTACT_RATE_LIMIT_WINDOW_SECONDS: "60",
  });
  expect(env).toMatchObject({
    mode: "development",
    port: 8080,
    host: "127.0.0.1",
    trustProxy: 1,
    siteUrl: "https://alexdoe.dev",
    limits: {
      contactLimit: { max: 2, windowSeconds: 60 },
      contactAttemptLimit: { max: 20, windowSeconds: 60 },
      accentLimit: { max: 10, windowSeconds: 60 },
    },
    hstsMaxAgeSeconds: 31_536_000,
    requestLog: false,
    connections: { total: 200, perClient: 10 },
    emailService: {
      origin: "http://127.0.0.1:3025",
      serviceId: "service_1",
      templateId: "template_1",
      publicKey: "public_1",
      privateKey: undefined,
      timeoutMs: 500,
    },
  });
});

test("a proxy is trusted by hop count or by its addresses", () => {
  expect(parseEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
  expect(parseEnv({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
  expect(
    parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, ::1" }).trustProxy,
  ).toEqual(["loopback", "10.0.0.0/8", "::1"]);
});

test("a value that does not fit stops the start with one line naming the variable", () => {
  for (const [name, value, reason] of [
    ["PORT", "30o0", "expected a whole number from 1 to 65535"],
    ["PORT", "99999", "expected a whole number from 1 to 65535"],
    ["SITE_URL", "alexdoe.dev", "expected an http"],
    [
      "TRUST_PROXY",
      "true",
      "would trust whatever a client writes in X-Forwarded-For",
    ],
    ["TRUST_PROXY", "loopbak", "invalid IP address: loopbak"],
    ["REQUEST_LOG", "of", ""],
    [
      "CONTACT_RATE_LIMIT_MAX",
      "0",
      "expected a whole number from 1 to 1000000",
    ],
  ]) {
    const parse = () => parseEnv({ [name!]: value });
    expect(parse, `${name}=${value}`).toThrow(EnvError);
    expect(parse, `${name}=${value}`).toThrow(
      new RegExp(`^${name}="${value}": .*${reason}`),
    );
  }
  expect(() => parseEnv({ PORT: "x", ACCENT_RATE_LIMIT_MAX: "y" })).toThrow(
    /^PORT="x": .*\nACCENT_RATE_LIMIT_MAX="y": .*$/,
  );
});

test("REDIS_URL takes a redis:// or rediss:// address and is unset by default", () => {
  expect(parseEnv({}).redisUrl).toBeUndefined();
  expect(parseEnv({ REDIS_URL: "redis://redis:6379" }).redisUrl).toBe(
    "redis://redis:6379",
  );
  expect(
    parseEnv({ REDIS_URL: "rediss://:secret@cache.example:6380/2" }).redisUrl,
  ).toBe("rediss://:secret@cache.example:6380/2");
});

test("a REDIS_URL that is not a Redis address stops the start without showing its value", () => {
  for (const value of ["http://redis:6379", "redis", "//:hunter2@redis:6379"]) {
    const parse = () => parseEnv({ REDIS_URL: value });
    expect(parse, value).toThrow(EnvError);
    expect(parse, value).toThrow(
      /^REDIS_URL=\(value hidden\): expected a redis:\/\/ or rediss:\/\/ address\.$/,
    );
    expect(parse, value).not.toThrow(/hunter2/);
  }
});

test("without the email service's identifiers the start is only warned: messages are kept to be read", () => {
  const env = parseEnv({ EMAILJS_SERVICE_ID: "service_only" });
  expect(env.emailService).toBeNull();
  expect(envWarnings(env)).toEqual([
    "No email service is configured: messages are kept for you to read with npm run messages -- list. Set EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY to have them sent to you (see .env.example).",
  ]);
  expect(
    envWarnings(
      parseEnv({
        EMAILJS_SERVICE_ID: "s",
        EMAILJS_TEMPLATE_ID: "t",
        EMAILJS_PUBLIC_KEY: "p",
      }),
    ),
  ).toEqual([]);
});

test("messages are kept in DATA_DIR, or in Postgres at DATABASE_URL, whose value is never shown", () => {
  expect(
    parseEnv({
      DATA_DIR: "/var/lib/portfolio",
      DATABASE_URL: "postgres://site:s3cret@db.example:5432/portfolio",
      MESSAGE_RETENTION_DAYS: "30",
      MAX_UNDELIVERED_MESSAGES: "500",
    }).messages,
  ).toEqual({
    dataDir: "/var/lib/portfolio",
    databaseUrl: "postgres://site:s3cret@db.example:5432/portfolio",
    retentionDays: 30,
    maxUndelivered: 500,
    speedup: 1,
  });
  for (const value of ["mysql://site:s3cret@db:3306/x", "db.example"]) {
    const parse = () => parseEnv({ DATABASE_URL: value });
    expect(parse, value).toThrow(
      /^DATABASE_URL=\(value hidden\): expected a postgres:\/\/ or postgresql:\/\/ address\.$/,
    );
  }
  expect(() => parseEnv({ MESSAGE_RETENTION_DAYS: "0" })).toThrow(
    /^MESSAGE_RETENTION_DAYS="0": expected a whole number from 1 to 36500\.$/,
  );
});

test("visits are counted unless VISITS=off, by the pages' beacon with VISITS=beacon, and kept 730 days unless VISITS_KEEP_DAYS says", () => {
  expect(parseEnv({}).visits).toEqual({
    on: true,
    beacon: false,
    keepDays: 730,
  });
  expect(parseEnv({ VISITS: "off", VISITS_KEEP_DAYS: "30" }).visits).toEqual({
    on: false,
    beacon: false,
    keepDays: 30,
  });
  expect(parseEnv({ VISITS: "beacon" }).visits).toEqual({
    on: true,
    beacon: true,
    keepDays: 730,
  });
  expect(parseEnv({}).limits.viewLimit).toEqual({
    max: 120,
    windowSeconds: 60,
  });
  expect(() => parseEnv({ VISITS: "no" })).toThrow(/^VISITS="no": /);
  expect(() => parseEnv({ VISITS_KEEP_DAYS: "0" })).toThrow(
    /^VISITS_KEEP_DAYS="0": expected a whole number from 1 to 36500\.$/,
  );
});
