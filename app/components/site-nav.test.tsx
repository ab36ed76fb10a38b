// @vitest-environment jsdom
import { createRoutesStub, Outlet } from "react-router";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { profile } from "~/content/profile";

import { SiteNav } from "./site-nav";

function renderNavAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: "/*",
      Component: () => <SiteNav />,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

test("links the logo home and lists the six pages in order", () => {
  renderNavAt("/");
  const nav = screen.getByRole("navigation", { name: "Main" });
  expect(
    screen.getByRole("link", { name: `${profile.name}, home` }),
  ).toHaveAttribute("href", "/");
  const links = Array.from(nav.querySelectorAll("ul a")).map((a) => [
    a.textContent,
    a.getAttribute("href"),
  ]);
  expect(links).toEqual([
    ["HOME", "/"],
    ["ABOUT ME", "/about"],
    ["SKILLS", "/skills"],
    ["RESUME", "/resume"],
    ["PORTFOLIO", "/portfolio"],
    ["CONTACT", "/contact"],
  ]);
});

test("once there are posts, the blog follows the portfolio, and is current on a post too", async () => {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ blog: true }),
      Component: () => <Outlet />,
      children: [{ path: "*", Component: () => <SiteNav /> }],
    },
  ]);
  render(<Stub initialEntries={["/blog/a-post"]} />);
  const blog = await screen.findByRole("link", { name: "BLOG" });
  const nav = screen.getByRole("navigation", { name: "Main" });
  expect(
    Array.from(nav.querySelectorAll("ul a")).map((a) => a.textContent),
  ).toEqual([
    "HOME",
    "ABOUT ME",
    "SKILLS",
    "RESUME",
    "PORTFOLIO",
    "BLOG",
    "CONTACT",
  ]);
  expect(blog).toHaveAttribute("href", "/blog");
  expect(blog).toHaveAttribute("aria-current", "page");
});

test("marks the current page's link, and only that one", () => {
  renderNavAt("/skills");
  expect(screen.getByRole("link", { name: "SKILLS" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  expect(screen.getByRole("link", { name: "HOME" })).not.toHaveAttribute(
    "aria-current",
  );
});

test("the menu button opens and closes the menu and switches its icon and name", async () => {
  const user = userEvent.setup();
  renderNavAt("/");
  const button = screen.getByRole("button", { name: "Open menu" });
  const icon = () => button.querySelector("use")?.getAttribute("href");
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(button).toHaveAttribute("aria-controls", "site-menu");
  expect(icon()).toMatch(/#menu$/);

  await user.click(button);
  expect(button).toHaveAttribute("aria-expanded", "true");
  expect(button).toHaveAccessibleName("Close menu");
  expect(icon()).toMatch(/#close$/);
  expect(document.getElementById("site-menu")).toHaveAttribute(
    "data-open",
    "true",
  );

  await user.click(button);
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(document.getElementById("site-menu")).toHaveAttribute(
    "data-open",
    "false",
  );
});

test("Escape closes the open menu from within it and puts the keyboard back on its button", async () => {
  const user = userEvent.setup();
  renderNavAt("/");
  const button = screen.getByRole("button", { name: "Open menu" });
  button.focus();
  await user.keyboard("{Enter}");
  await user.tab();
  expect(screen.getByRole("link", { name: "HOME" })).toHaveFocus();

  await user.keyboard("{Escape}");
  expect(button).toHaveAttribute("aria-expanded", "false");
  expect(document.getElementById("site-menu")).toHaveAttribute(
    "data-open",
    "false",
  );
  expect(button).toHaveFocus();
});

test("choosing a link closes the menu", async () => {
  const user = userEvent.setup();
  renderNavAt("/");
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  await user.click(screen.getByRole("link", { name: "RESUME" }));
  expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  expect(screen.getByRole("link", { name: "RESUME" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
