// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";

import { ParticlesBackground } from "./particles-background";

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

test("loads the particle field after the page is shown, in the accent colour", async () => {
  preferReducedMotion(false);
  render(<ParticlesBackground color="#5dff40" linkColor="#8a8a8a" />);
  const particles = await screen.findByTestId("particles");
  expect(particles).toHaveAttribute("data-color", "#5dff40");
  expect(particles).toHaveAttribute("data-link", "#8a8a8a");
});

test("shows no particles to visitors who prefer reduced motion", async () => {
  preferReducedMotion(true);
  render(<ParticlesBackground color="#5dff40" linkColor="#8a8a8a" />);
  // Give a load that should not happen the chance to finish.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.queryByTestId("particles")).not.toBeInTheDocument();
});
