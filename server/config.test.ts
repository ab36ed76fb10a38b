import { readServerConfig } from "./config";

test("defaults serve on port 3000 on every address, with the limits on", () => {
  expect(readServerConfig({})).toEqual({
    port: 3000,
    host: undefined,
    trustProxy: undefined,
    rateLimitMax: 300,
    rateLimitWindowMs: 60_000,
    hstsMaxAgeSeconds: 0,
    pageCacheEntries: 500,
    requestLog: true,
  });
});

test("each setting comes from its variable", () => {
  expect(
    readServerConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "0",
      RATE_LIMIT_WINDOW_SECONDS: "10",
      HSTS_MAX_AGE: "600",
      PAGE_CACHE_ENTRIES: "0",
      REQUEST_LOG: "off",
    }),
  ).toEqual({
    port: 8080,
    host: "127.0.0.1",
    trustProxy: 1,
    rateLimitMax: 0,
    rateLimitWindowMs: 10_000,
    hstsMaxAgeSeconds: 600,
    pageCacheEntries: 0,
    requestLog: false,
  });
  expect(readServerConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe(
    "loopback",
  );
  expect(readServerConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
});

test("HSTS is on by default only when the site's address is HTTPS", () => {
  expect(
    readServerConfig({ SITE_URL: "https://alexdoe.dev" }).hstsMaxAgeSeconds,
  ).toBe(31_536_000);
  expect(
    readServerConfig({ SITE_URL: "http://localhost:3000" }).hstsMaxAgeSeconds,
  ).toBe(0);
  expect(
    readServerConfig({ SITE_URL: "https://alexdoe.dev", HSTS_MAX_AGE: "0" })
      .hstsMaxAgeSeconds,
  ).toBe(0);
});

test("a value that is not a whole number is reported and the default used", () => {
  const errors: string[] = [];
  vi.mocked(console.error).mockImplementation((message: string) => {
    errors.push(message);
  });
  expect(readServerConfig({ PORT: "eighty" }).port).toBe(3000);
  expect(errors).toEqual([
    'Ignoring "eighty": expected a whole number, using 3000.',
  ]);
});
