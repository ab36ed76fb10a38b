import { createRemixStub } from "@remix-run/testing";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { projects } from "~/content/projects";

import Portfolio from "./portfolio";

function renderPortfolio(url = "/portfolio") {
  const Stub = createRemixStub([{ path: "/portfolio", Component: Portfolio }]);
  render(<Stub initialEntries={[url]} />);
}

const cards = () => within(screen.getByRole("list")).queryAllByRole("listitem");

test("starts on All with all six projects", () => {
  renderPortfolio();
  expect(screen.getByRole("link", { name: "All" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  expect(cards()).toHaveLength(6);
  for (const project of projects) {
    expect(
      screen.getByRole("heading", { name: project.name }),
    ).toBeInTheDocument();
  }
});

test("the tabs are links that keep the choice in the URL", () => {
  renderPortfolio();
  expect(screen.getByRole("link", { name: "All" })).toHaveAttribute(
    "href",
    "/portfolio?filter=1",
  );
  expect(screen.getByRole("link", { name: "Developement" })).toHaveAttribute(
    "href",
    "/portfolio?filter=2",
  );
  expect(screen.getByRole("link", { name: "Design" })).toHaveAttribute(
    "href",
    "/portfolio?filter=3",
  );
});

test("Design shows a friendly empty state instead of a blank grid", () => {
  renderPortfolio("/portfolio?filter=3");
  expect(screen.getByRole("link", { name: "Design" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  expect(screen.queryByRole("list")).not.toBeInTheDocument();
  expect(
    screen.getByText(/no projects in this category yet/i),
  ).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("0 projects shown");
});

test("switching tabs filters at once", async () => {
  const user = userEvent.setup();
  renderPortfolio();
  await user.click(screen.getByRole("link", { name: "Design" }));
  expect(
    screen.getByText(/no projects in this category yet/i),
  ).toBeInTheDocument();
  await user.click(screen.getByRole("link", { name: "Developement" }));
  expect(cards()).toHaveLength(6);
});

test("each card's Visit link opens its project in a new tab", () => {
  renderPortfolio();
  for (const project of projects) {
    const visit = screen.getByRole("link", {
      name: `Visit ${project.name} (opens in a new tab)`,
    });
    expect(visit).toHaveAttribute("href", project.link);
    expect(visit).toHaveAttribute("target", "_blank");
    expect(visit).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("hovering a card marks it as hovered until the mouse leaves", async () => {
  const user = userEvent.setup();
  renderPortfolio();
  const [first, second] = cards();
  await user.hover(first!);
  expect(first).toHaveAttribute("data-hovered", "true");
  expect(second).not.toHaveAttribute("data-hovered");
  await user.unhover(first!);
  expect(first).not.toHaveAttribute("data-hovered");
});
