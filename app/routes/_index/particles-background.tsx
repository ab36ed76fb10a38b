import { useEffect, useState } from "react";

import { loadLater } from "~/utils/load-later";
import { usePrefersReducedMotion } from "./use-prefers-reduced-motion";

type ParticlesModule = typeof import("./particles-canvas.client");

type ParticlesBackgroundProps = {
  /** The accent colour the particles take. */
  color: string;
};

/**
 * The home page's particle field. The engine is a large script, so it is fetched only after
 * the page is shown, never for visitors who prefer reduced motion, and the page carries on
 * without it when it cannot be loaded.
 */
export function ParticlesBackground({ color }: ParticlesBackgroundProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [canvas, setCanvas] = useState<ParticlesModule | null>(null);

  useEffect(() => {
    if (reducedMotion) return;
    let cancelled = false;
    loadLater(() => import("./particles-canvas.client")).then(
      (module) => {
        if (!cancelled) setCanvas(module);
      },
      (error: unknown) => {
        // Decoration only: say why in the console and leave the page as it is.
        console.warn("The particle background could not be loaded.", error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [reducedMotion]);

  if (reducedMotion || !canvas) return null;
  return <canvas.ParticlesCanvas color={color} />;
}
