// The production server's settings, read from the environment once at start.

export type ServerConfig = {
  port: number;
  /** Address to listen on; unset means every address. */
  host: string | undefined;
  /** Express's "trust proxy" setting, or undefined when no proxy is trusted. */
  trustProxy: boolean | number | string | undefined;
  /** Requests one client may make for pages and data per window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Strict-Transport-Security max-age in seconds; 0 sends no header. */
  hstsMaxAgeSeconds: number;
  /** Rendered pages kept in memory; 0 renders every request. */
  pageCacheEntries: number;
  /** Whether each request is logged as one line. */
  requestLog: boolean;
};

type Env = Record<string, string | undefined>;

const ONE_YEAR_SECONDS = 31_536_000;

export function readServerConfig(env: Env = process.env): ServerConfig {
  const servedOverHttps = (env.SITE_URL ?? "").startsWith("https:");
  return {
    port: whole(env.PORT, 3000),
    host: env.HOST || undefined,
    trustProxy: env.TRUST_PROXY ? parseTrustProxy(env.TRUST_PROXY) : undefined,
    rateLimitMax: whole(env.RATE_LIMIT_MAX, 300),
    rateLimitWindowMs: whole(env.RATE_LIMIT_WINDOW_SECONDS, 60) * 1000,
    hstsMaxAgeSeconds: whole(
      env.HSTS_MAX_AGE,
      servedOverHttps ? ONE_YEAR_SECONDS : 0,
    ),
    pageCacheEntries: whole(env.PAGE_CACHE_ENTRIES, 500),
    requestLog: env.REQUEST_LOG !== "off",
  };
}

/** A whole number from the environment; anything else (with a warning) gives the default. */
function whole(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (/^\d+$/.test(value)) return Number(value);
  console.error(
    `Ignoring "${value}": expected a whole number, using ${fallback}.`,
  );
  return fallback;
}

/** "true", a hop count ("1") or Express's own list of trusted addresses ("loopback, 10.0.0.0/8"). */
function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
