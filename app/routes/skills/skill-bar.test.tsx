// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";

import { SkillBar } from "./skill-bar";

test("shows the skill and its percentage, and exposes it as a progress bar", () => {
  render(<SkillBar skillName="C++" percentage="90" />);

  expect(screen.getByText("C++")).toBeInTheDocument();
  expect(screen.getByText("90%")).toBeInTheDocument();
  const bar = screen.getByRole("progressbar", { name: "C++" });
  expect(bar).toHaveAttribute("aria-valuenow", "90");
  expect(bar).toHaveAttribute("aria-valuetext", "90%");
});

test("draws an rc-progress line with stroke width 2 and square ends", () => {
  const { container } = render(<SkillBar skillName="SQL" percentage="70" />);
  const paths = container.querySelectorAll("path");
  const stroke = paths[paths.length - 1];
  expect(stroke).toHaveAttribute("stroke-width", "2");
  expect(stroke).toHaveAttribute("stroke-linecap", "square");
});
