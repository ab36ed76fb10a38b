// A visitor's tab in a browser Playwright does not drive (Firefox, WebKit), behind one small set
// of actions, so engines.spec.ts says once what every engine must do. Each engine's driver is in
// a module of its own (firefox-visitor.ts, webkit-visitor.ts).

export type Visitor = {
  /** Opens a page; with JavaScript, waits until React has taken it over. */
  open: (path: string) => Promise<void>;
  /**
   * Opens a page with the site's scripts held back, and once it has painted its first frame,
   * returns what `read` finds on it; the scripts then run, and React takes the page over.
   */
  firstFrame: <T>(path: string, read: () => T) => Promise<T>;
  /** Runs a function in the page (its arguments and answer are copied). */
  evaluate: <T, A extends unknown[]>(
    fn: (...args: A) => T,
    ...args: A
  ) => Promise<T>;
  click: (selector: string) => Promise<void>;
  type: (selector: string, text: string) => Promise<void>;
  /** Keeps a cookie for the site as a `Set-Cookie` line gives it. */
  setCookie: (line: string) => Promise<void>;
  /** Waits for the page's next alert, accepts it and returns its text. */
  alert: () => Promise<string>;
  /** What the pages have reported as errors so far: logged, thrown, refused or failed loads. */
  errors: () => Promise<string[]>;
  close: () => Promise<void>;
};

/** A browser engine started for a worker: a new tab, cleared, for each test. */
export type Engine = {
  visitor: (options: VisitorOptions) => Promise<Visitor>;
  stop: () => Promise<void>;
};

export type VisitorOptions = {
  /** The site, as the browser reaches it (through the script gate). */
  origin: string;
  javaScript: boolean;
  viewport: { width: number; height: number };
};

/** Where the engine drivers keep what a page reported, on the page's window. */
declare global {
  interface Window {
    __visitorErrors?: string[];
    __visitorLeft?: boolean;
  }
}

/**
 * Installed in each page before the site's scripts run: keeps what the browser's console would
 * show as the page's errors (logged, thrown, refused by its policy, or failed loads), on the page
 * itself, so what a page reports as it is left behind is not counted against the next one.
 */
export function recordErrors() {
  if (window.__visitorErrors) return;
  const errors: string[] = (window.__visitorErrors = []);
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(" "));
    consoleError(...args);
  };
  addEventListener(
    "error",
    (event) => {
      const element = event.target as Partial<
        HTMLImageElement & HTMLLinkElement
      >;
      errors.push(
        event instanceof ErrorEvent
          ? event.message
          : `Failed to load ${element.src || element.href}`,
      );
    },
    true,
  );
  addEventListener("unhandledrejection", (event) =>
    errors.push(`Unhandled rejection: ${String(event.reason)}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    errors.push(`Refused (${event.effectiveDirective}): ${event.blockedURI}`),
  );
}

/** Whether the page now shown is a new one that has painted its first frame. */
export function painted() {
  return (
    !window.__visitorLeft &&
    document.readyState !== "loading" &&
    performance.getEntriesByName("first-contentful-paint").length > 0
  );
}

/** Whether the page's script answers: the gear's panel then marks the colours on show. */
export function scriptAnswers() {
  return (
    document.querySelector(".accent-switcher button[aria-pressed]") !== null
  );
}

/** Marks the page shown, so a wait for the next one cannot mistake it for that. */
export function leaving() {
  window.__visitorLeft = true;
}

/** Asks until `check` answers true (a page between two documents may not answer at all). */
export async function until(
  what: string,
  check: () => Promise<boolean>,
  timeout = 20_000,
) {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() - started > timeout)
      throw new Error(`Waited ${timeout} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A `Set-Cookie` line's parts, as a WebDriver session takes a cookie. */
export function parseCookie(line: string) {
  const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
  const [name = "", value = ""] = pair.split("=");
  const attribute = (key: string) =>
    attributes
      .find((part) => part.toLowerCase().startsWith(`${key.toLowerCase()}=`))
      ?.split("=")[1];
  const maxAge = attribute("Max-Age");
  return {
    name,
    value,
    path: attribute("Path") ?? "/",
    sameSite: (attribute("SameSite") ?? "Lax") as "Lax" | "Strict" | "None",
    secure: attributes.some((part) => part.toLowerCase() === "secure"),
    expiry: maxAge ? Math.floor(Date.now() / 1000) + Number(maxAge) : undefined,
  };
}
