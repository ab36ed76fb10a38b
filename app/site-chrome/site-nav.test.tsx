// @vitest-environment jsdom
import { createRoutesStub } from "react-router";
import { render, screen } from "@testing-library/react";

import { profile } from "~/content/profile";

import { SiteNav } from "./site-nav";

function renderNavAt(path: string, blog = false) {
  const Stub = createRoutesStub([
    {
      path: "/*",
      Component: () => <SiteNav blog={blog} />,
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
  renderNavAt("/blog/a-post", true);
  // The links are the phone's menu, a closed popover: hidden until it opens.
  const blog = await screen.findByRole("link", { name: "BLOG", hidden: true });
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
  // The links are the phone's menu, a closed popover: hidden until it opens.
  expect(
    screen.getByRole("link", { name: "SKILLS", hidden: true }),
  ).toHaveAttribute("aria-current", "page");
  expect(
    screen.getByRole("link", { name: "HOME", hidden: true }),
  ).not.toHaveAttribute("aria-current");
});

test("the menu button opens the links as a popover, with no script of its own", () => {
  renderNavAt("/");
  const button = screen.getByRole("button");
  expect(button).toHaveAttribute("popovertarget", "site-menu");
  expect(document.getElementById("site-menu")).toHaveAttribute(
    "popover",
    "auto",
  );
  // Both names are in the button; the stylesheet shows the one that fits the menu's state.
  expect(button.querySelectorAll(".menu-opened use")[0]).toHaveAttribute(
    "href",
    expect.stringMatching(/#close$/),
  );
  expect(button.querySelector(".menu-closed use")).toHaveAttribute(
    "href",
    expect.stringMatching(/#menu$/),
  );
});
