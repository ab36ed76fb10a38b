import { usePaintedAccent, useShownScheme } from "~/colors/use-shown-colors";
import { PALETTES } from "~/colors/color-scheme";

import { ParticlesCanvas } from "./particles-canvas.client";

/**
 * The home page's particle field, in the accent as painted on the scheme on show, linked in the
 * scheme's grey, and drawn again when either changes.
 */
export function ParticlesBackground() {
  const color = usePaintedAccent();
  const linkColor = PALETTES[useShownScheme()]["particle-link"];
  return <ParticlesCanvas color={color} linkColor={linkColor} />;
}
