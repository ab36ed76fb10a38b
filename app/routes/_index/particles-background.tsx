import { useLoadedLater } from "~/utils/load-later";

const loadCanvas = () => import("./particles-canvas.client");
const movementWelcome = () =>
  !matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The home page's particle field, in the accent. Its engine is a large script: fetched once the
 * page runs, never for reduced motion, and the page goes on without it if it cannot load.
 */
export function ParticlesBackground({ color }: { color: string }) {
  const canvas = useLoadedLater(
    loadCanvas,
    typeof window !== "undefined" && movementWelcome(),
  );
  return typeof canvas === "object" ? (
    <canvas.ParticlesCanvas color={color} />
  ) : null;
}
