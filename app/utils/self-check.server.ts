/**
 * Asks this server for its home page the way a visitor would, so the health check fails when
 * pages fail (a broken build, a loader that throws, a render that hangs) and not only when the
 * process is gone. The request goes over loopback to the port from the server's own
 * configuration, never to the Host header's address: a caller must not be able to point it at
 * another machine.
 */
const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]"]);
const DEFAULT_TIMEOUT_MS = 3000;
// Lets the request log tell these probes from visitors.
export const HEALTH_CHECK_USER_AGENT = "portfolio-health-check";

/** The address this process listens on, as the production server reads PORT and HOST. */
export function localOrigin(
  env: Record<string, string | undefined> = process.env,
): string {
  const port = env.PORT || "3000";
  const host =
    !env.HOST || WILDCARD_HOSTS.has(env.HOST) ? "127.0.0.1" : env.HOST;
  // A bare IPv6 address needs brackets in a URL.
  const hostInUrl =
    host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return `http://${hostInUrl}:${port}`;
}

export async function canRenderHomePage({
  origin = localOrigin(),
  timeoutMs = DEFAULT_TIMEOUT_MS,
} = {}): Promise<boolean> {
  try {
    // HEAD: the page is rendered in full, but its HTML does not travel back. The query keeps
    // the server from answering with a copy kept in memory: this must be a fresh render.
    const response = await fetch(new URL("/?health-check", origin), {
      method: "HEAD",
      redirect: "manual",
      headers: { "User-Agent": HEALTH_CHECK_USER_AGENT },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 200) return true;
    console.error(`Health check: the home page answered ${response.status}`);
  } catch (error) {
    console.error(
      `Health check: the home page did not answer (${String(error)})`,
    );
  }
  return false;
}
