/** The accent colour every visit starts with. */
export const DEFAULT_ACCENT = "#5dff40";
