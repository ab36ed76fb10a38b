import { afterLoadWhenShown, goOnWithout } from "~/utils/when-shown";

/** Where the home page's particle field is drawn. */
export const PARTICLES_SLOT = "particles-slot";

/** Whether the visitor welcomes a large script that moves: not with reduced motion or Save-Data. */
export function particlesWelcome() {
  const saveData = (navigator as { connection?: { saveData?: boolean } })
    .connection?.saveData;
  return (
    !saveData && !window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * The particle field's engine is a large script: it loads once the home page has loaded and is
 * shown, and the page is whole without it.
 */
export function startParticles() {
  const slot = document.querySelector<HTMLElement>(`.${PARTICLES_SLOT}`);
  if (!slot || !particlesWelcome()) return;
  afterLoadWhenShown(() =>
    import("./particles-island").then(
      ({ showParticles }) => showParticles(slot),
      goOnWithout("the particles"),
    ),
  );
}
