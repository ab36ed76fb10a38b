// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";

import { Typewriter } from "./typewriter";

test("holds the whole text, so it is there without the animation", () => {
  render(
    <h1>
      <Typewriter lines={["Hello, I'm Alex Doe", "MERN Stack Developer"]} />
    </h1>,
  );
  expect(screen.getByRole("heading")).toHaveTextContent(
    "Hello, I'm Alex DoeMERN Stack Developer",
  );
});

test("types each line after the one before it has finished", () => {
  const { container } = render(
    <Typewriter lines={["abcd", "ef"]} secondsPerChar={0.5} />,
  );
  const [first, second] = Array.from(
    container.querySelectorAll<HTMLElement>(".typewriter-line"),
  );
  expect(first!.style.getPropertyValue("--chars")).toBe("4");
  expect(first!.style.getPropertyValue("--type-duration")).toBe("2s");
  expect(first!.style.getPropertyValue("--type-delay")).toBe("0s");
  expect(second!.style.getPropertyValue("--type-duration")).toBe("1s");
  expect(second!.style.getPropertyValue("--type-delay")).toBe("2s");
});

test("tells the style how long its longest line is, so a long one can be made to fit", () => {
  const { container } = render(
    <Typewriter lines={["Hello, I'm Maximiliana Oyelaran", "Engineer"]} />,
  );
  expect(
    container
      .querySelector<HTMLElement>(".typewriter")!
      .style.getPropertyValue("--longest"),
  ).toBe("31");
});
