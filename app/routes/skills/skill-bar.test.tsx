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
