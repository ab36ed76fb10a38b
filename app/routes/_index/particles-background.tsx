import { useLoadedLater } from "~/utils/load-later";

const loadCanvas = () => import("./particles-canvas.client");
const movementWelcome = () =>
  !matchMedia("(prefers-reduced-motion: reduce)").matches;

type ParticlesProps = { color: string; linkColor: string };

/**
 * The home page's particle field, in the accent, linked in the scheme's grey. Its engine is a
 * large script: fetched once the page runs, never for reduced motion, and the page goes on
 * without it if it cannot load.
 */
export function ParticlesBackground(colors: ParticlesProps) {
  const canvas = useLoadedLater(
    loadCanvas,
    typeof window !== "undefined" && movementWelcome(),
  );
  return typeof canvas === "object" ? (
    <canvas.ParticlesCanvas {...colors} />
  ) : null;
}
