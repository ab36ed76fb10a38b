// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";

import { ParticlesBackground } from "./particles-background";
import { particlesWelcome } from "./particles-start";

vi.mock("./particles-canvas.client", () => ({
  ParticlesCanvas: ({
    color,
    linkColor,
  }: {
    color: string;
    linkColor: string;
  }) => (
    <div data-testid="particles" data-color={color} data-link={linkColor} />
  ),
}));

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: reduce,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  // Unmount first: the field watches these attributes, and a change seen after the test would
  // update it outside act().
  cleanup();
  document.documentElement.removeAttribute("data-scheme");
  document.documentElement.removeAttribute("style");
});

test("loads the particle field after the page is shown, in the accent as the page paints it", async () => {
  preferReducedMotion(false);
  document.documentElement.setAttribute("data-scheme", "dark");
  document.documentElement.style.setProperty("--main-color", "#000000");
  render(<ParticlesBackground />);
  const particles = await screen.findByTestId("particles");
  // Black is lightened to read on the dark scheme; the links are its grey.
  expect(particles).toHaveAttribute("data-color", "#8c8c8c");
  expect(particles).toHaveAttribute("data-link", "#8a8a8a");
});

test("a visitor's light scheme draws the field again in its own colours", async () => {
  preferReducedMotion(false);
  document.documentElement.style.setProperty("--main-color", "#ffffff");
  document.documentElement.setAttribute("data-scheme", "dark");
  render(<ParticlesBackground />);
  const particles = await screen.findByTestId("particles");
  expect(particles).toHaveAttribute("data-color", "#ffffff");
  // The field hears of it from a MutationObserver, whose callback runs after the change: an async
  // act() waits for it.
  await act(async () => {
    document.documentElement.setAttribute("data-scheme", "light");
  });
  // White is darkened to read on the light scheme.
  await waitFor(() =>
    expect(particles).toHaveAttribute("data-color", "#707070"),
  );
  expect(particles).toHaveAttribute("data-link", "#6b6b6b");
});

test("a visitor who prefers reduced motion or asks to save data is sent no particles", () => {
  preferReducedMotion(true);
  expect(particlesWelcome()).toBe(false);
  preferReducedMotion(false);
  expect(particlesWelcome()).toBe(true);
  Object.defineProperty(navigator, "connection", {
    value: { saveData: true },
    configurable: true,
  });
  try {
    expect(particlesWelcome()).toBe(false);
  } finally {
    Reflect.deleteProperty(navigator, "connection");
  }
});
