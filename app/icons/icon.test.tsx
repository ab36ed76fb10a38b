// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";

import { Icon } from "./icon";

test("a decorative icon is hidden from assistive technology and draws its symbol", () => {
  const { container } = render(<Icon name="gear" />);
  const svg = container.querySelector("svg")!;
  expect(svg).toHaveAttribute("aria-hidden", "true");
  expect(svg).toHaveAttribute("focusable", "false");
  expect(svg).not.toHaveAttribute("role");
  expect(svg.querySelector("use")?.getAttribute("href")).toMatch(/#gear$/);
});

test("an icon that carries meaning is an image named by its label", () => {
  render(<Icon name="technology-react" label="React" />);
  const image = screen.getByRole("img", { name: "React" });
  expect(image).not.toHaveAttribute("aria-hidden");
  expect(image.querySelector("use")?.getAttribute("href")).toMatch(
    /#technology-react$/,
  );
});
