import { usePaintedAccent } from "~/colors/accent-store";
import { useShownScheme } from "~/colors/scheme-store";
import { PALETTES } from "~/colors/color-scheme";
import { useLoadedLater } from "~/utils/load-later";

const loadCanvas = () => import("./particles-canvas.client");
const movementWelcome = () =>
  !matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The home page's particle field, in the accent as painted on the scheme on show, linked in the
 * scheme's grey, and drawn again when either changes. Its engine is a large script: fetched once
 * the page runs, never for reduced motion, and the page goes on without it if it cannot load.
 * (It reads the colours itself: a visitor's own, seen once the page runs, then change this alone,
 * not the whole page.)
 */
export function ParticlesBackground() {
  const color = usePaintedAccent();
  const linkColor = PALETTES[useShownScheme()]["particle-link"];
  const canvas = useLoadedLater(
    loadCanvas,
    typeof window !== "undefined" && movementWelcome(),
  );
  return typeof canvas === "object" ? (
    <canvas.ParticlesCanvas color={color} linkColor={linkColor} />
  ) : null;
}
