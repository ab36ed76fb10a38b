import { createRoot } from "react-dom/client";

import { ParticlesBackground } from "./particles-background";

/** Draws the particle field in `slot`, behind the page. */
export function showParticles(slot: HTMLElement) {
  createRoot(slot).render(<ParticlesBackground />);
}
