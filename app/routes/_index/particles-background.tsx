import { useEffect, useState } from "react";

import { loadLater } from "~/utils/load-later";

type ParticlesModule = typeof import("./particles-canvas.client");

/**
 * The home page's particle field, in the accent colour. The engine is a large script, so it is
 * fetched only once the page runs, never for visitors who prefer reduced motion, and the page
 * carries on without it when it cannot be loaded: it is decoration.
 */
export function ParticlesBackground({ color }: { color: string }) {
  const [canvas, setCanvas] = useState<ParticlesModule | null>(null);

  useEffect(() => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let cancelled = false;
    loadLater(() => import("./particles-canvas.client")).then(
      (module) => !cancelled && setCanvas(module),
      (error: unknown) =>
        console.warn("The particle background could not be loaded.", error),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return canvas ? <canvas.ParticlesCanvas color={color} /> : null;
}
