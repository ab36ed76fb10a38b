// The site's two colour schemes as the stylesheet's custom properties: the dark one the product
// always had, and a light one that is the same site in daylight. They are written here, once,
// because the server writes them too: the starting scheme into every page, and a visitor's own
// into the stylesheet that pages link for browsers without JavaScript.

export type Scheme = "dark" | "light";
/** What the owner or a visitor chooses: a scheme, or whichever the visitor's system prefers. */
export type SchemeChoice = Scheme | "system";
export const SCHEME_CHOICES = ["system", "light", "dark"] as const;

export const isSchemeChoice = (value: unknown): value is SchemeChoice =>
  SCHEME_CHOICES.includes(value as SchemeChoice);

/** What `<meta name="color-scheme">` says for a choice: the browser's own parts follow it. */
export const colorSchemeMeta = (choice: SchemeChoice) =>
  choice === "system" ? "light dark" : choice;

export const PALETTES = {
  dark: {
    "page-bg": "#1d1d1d",
    "bar-bg": "#141414",
    "bar-edge": "#000000",
    surface: "#262626",
    text: "#d9d9d9",
    "text-muted": "#b3b3b3",
    "track-color": "#3a3a3a",
    "error-color": "#ff8f8f",
    "on-accent": "#111111",
    "field-border": "#6b6b6b",
    overlay: "rgb(0 0 0 / 0.82)",
    "overlay-text": "#ffffff",
    "panel-edge": "transparent",
    "particle-link": "#8a8a8a",
  },
  light: {
    "page-bg": "#f5f5f3",
    "bar-bg": "#ffffff",
    "bar-edge": "#dcdcd7",
    surface: "#ffffff",
    text: "#1f2023",
    "text-muted": "#54575c",
    "track-color": "#d9d9d4",
    "error-color": "#b3261e",
    "on-accent": "#ffffff",
    "field-border": "#84878c",
    overlay: "rgb(255 255 255 / 0.9)",
    "overlay-text": "#1f2023",
    "panel-edge": "#d0d0cc",
    "particle-link": "#6b6b6b",
  },
} as const satisfies Record<Scheme, Record<string, string>>;

/** A scheme's declarations: its colours, the accent as legible on it, and form controls to match. */
function declarations(scheme: Scheme) {
  const colors = Object.entries(PALETTES[scheme]).map(
    ([name, value]) => `--${name}:${value}`,
  );
  return [
    ...colors,
    `--legible-accent:var(--accent-on-${scheme})`,
    `color-scheme:${scheme}`,
  ].join(";");
}

const whenSystem = (scheme: Scheme, rule: string) =>
  `@media (prefers-color-scheme:${scheme}){${rule}}`;

/** Rules that paint `choice` on whatever `selector` matches. */
export function schemeRule(choice: SchemeChoice, selector = ":root") {
  if (choice !== "system") return `${selector}{${declarations(choice)}}`;
  // Dark unless the system asks for light, as a browser that cannot say is most likely to be.
  return `${selector}{${declarations("dark")}}${whenSystem("light", `${selector}{${declarations("light")}}`)}`;
}

/**
 * Every page's schemes: the owner's starting one on the root, and each a visitor can choose,
 * which the script at the top of the page names in the root's `data-scheme` attribute.
 */
export function pageSchemeRules(starting: SchemeChoice) {
  return [
    schemeRule(starting),
    ...SCHEME_CHOICES.map((choice) =>
      schemeRule(choice, `:root[data-scheme=${choice}]`),
    ),
  ].join("");
}

/** The scheme a choice comes to where the system's preference is known, or may not be. */
export function schemeOf(choice: SchemeChoice, systemPrefersLight = false) {
  if (choice !== "system") return choice;
  return systemPrefersLight ? "light" : "dark";
}
