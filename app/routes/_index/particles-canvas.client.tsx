import type { ISourceOptions } from "@tsparticles/engine";
import { Particles, ParticlesProvider } from "@tsparticles/react";
import { useMemo } from "react";
import { loadSlim } from "@tsparticles/slim";

// The product's particle field: 80 particles at speed 6, linked within 150 px; a click adds 4,
// hovering repulses within 200 px; at most 120 frames a second.
function particleOptions(color: string, linkColor: string): ISourceOptions {
  return {
    fullScreen: { enable: true, zIndex: -1 },
    fpsLimit: 120,
    detectRetina: true,
    background: { color: "transparent" },
    particles: {
      number: { value: 80 },
      paint: { fill: { enable: true, color: { value: color } } },
      shape: { type: "circle" },
      size: { value: { min: 1, max: 3 } },
      opacity: { value: 0.6 },
      move: { enable: true, speed: 6, outModes: { default: "bounce" } },
      links: {
        enable: true,
        distance: 150,
        color: linkColor,
        opacity: 0.4,
        width: 1,
      },
    },
    interactivity: {
      events: {
        onClick: { enable: true, mode: "push" },
        onHover: { enable: true, mode: "repulse" },
      },
      modes: {
        push: { quantity: 4 },
        repulse: { distance: 200 },
      },
    },
  };
}

/** Drawn again whenever a colour changes: a new accent, or the other scheme. */
export function ParticlesCanvas({
  color,
  linkColor,
}: {
  color: string;
  linkColor: string;
}) {
  const options = useMemo(
    () => particleOptions(color, linkColor),
    [color, linkColor],
  );
  return (
    <ParticlesProvider init={loadSlim}>
      <Particles
        id="particles-background"
        className="particles-background"
        options={options}
      />
    </ParticlesProvider>
  );
}
