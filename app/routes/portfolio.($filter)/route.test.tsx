// @vitest-environment jsdom
import { createRoutesStub } from "react-router";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { filters, projects } from "~/content/projects";
import type { Filter, Project } from "~/content-rules/schema";
import { projectAnchor } from "~/blog/post";
import type { PictureSet } from "~/pictures/picture-set";

import { filterPath } from "./portfolio-filter";
import Portfolio, { shouldRevalidate } from "./route";

// The page shows the owner's content; a test may hand it tabs, projects and pictures of its own.
const injected = vi.hoisted(() => ({
  content: null as null | {
    filters: Filter[];
    projects: Project[];
  },
  pictures: null as null | Record<string, PictureSet>,
  stories: {} as Record<string, string>,
}));
vi.mock("~/content/projects", async (importOriginal) => {
  const content = await importOriginal<typeof import("~/content/projects")>();
  return {
    get filters() {
      return injected.content?.filters ?? content.filters;
    },
    get projects() {
      return injected.content?.projects ?? content.projects;
    },
  };
});
afterEach(() => {
  injected.content = null;
  injected.pictures = null;
  injected.stories = {};
});

const madeUpContent = (projects: Project[]) => ({
  filters: [
    { id: 1, label: "All" },
    { id: 2, label: "Apps" },
    { id: 3, label: "Design" },
  ],
  projects,
});

/** The loader's data, by project: the pictures a test gives, or each project's file as it is. */
function loaderData() {
  const shown = injected.content?.projects ?? projects;
  const pictures = Object.fromEntries(
    shown.map(({ name, image }) => [name, { src: image, sources: [] }]),
  );
  return { pictures: injected.pictures ?? pictures, stories: injected.stories };
}

function renderPortfolio(url = "/portfolio") {
  const Stub = createRoutesStub([
    {
      id: "portfolio",
      path: "/portfolio/:filter?",
      Component: Portfolio,
      loader: loaderData,
      shouldRevalidate,
    },
  ]);
  render(
    <Stub
      initialEntries={[url]}
      hydrationData={{ loaderData: { portfolio: loaderData() } }}
    />,
  );
}

const cardNames = () =>
  within(screen.queryByRole("list") ?? document.createElement("ul"))
    .queryAllByRole("heading")
    .map((heading) => heading.textContent);

const allTab = filters[0]!;
const namesIn = (filter: number) =>
  projects
    .filter((project) => filter === allTab.id || project.filter === filter)
    .map((project) => project.name);

test("starts on All with every project as a card, in order", () => {
  renderPortfolio();
  expect(screen.getByRole("link", { name: allTab.label })).toHaveAttribute(
    "aria-current",
    "true",
  );
  expect(cardNames()).toEqual(projects.map((project) => project.name));
});

test("the tabs are links, in order, each to a page of its own: All's the portfolio's", () => {
  renderPortfolio();
  const tabs = within(
    screen.getByRole("navigation", { name: "Filter projects" }),
  ).getAllByRole("link");
  expect(
    tabs.map((tab) => [tab.textContent, tab.getAttribute("href")]),
  ).toEqual(
    filters.map((filter, index) => [
      filter.label,
      index === 0 ? "/portfolio" : `/portfolio/${filter.id}`,
    ]),
  );
});

test("each tab shows exactly the projects listed under it, All shows every one", () => {
  for (const filter of filters) {
    renderPortfolio(filterPath(filter.id));
    expect(screen.getByRole("link", { name: filter.label })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(cardNames(), filter.label).toEqual(namesIn(filter.id));
    document.body.innerHTML = "";
  }
});

test("switching tabs filters at once", async () => {
  const user = userEvent.setup();
  renderPortfolio();
  for (const filter of [...filters].reverse()) {
    await user.click(screen.getByRole("link", { name: filter.label }));
    expect(cardNames(), filter.label).toEqual(namesIn(filter.id));
  }
});

test("a tab with no project shows a friendly empty state instead of a blank grid", async () => {
  injected.content = madeUpContent([
    {
      filter: 2,
      name: "Only Project",
      image: "/images/only.png",
      link: "https://only.example.org",
    },
  ]);
  const user = userEvent.setup();
  renderPortfolio("/portfolio/2");
  expect(cardNames()).toEqual(["Only Project"]);
  expect(screen.getByRole("status")).toHaveTextContent("1 project shown");

  await user.click(screen.getByRole("link", { name: "Design" }));
  expect(screen.queryByRole("list")).not.toBeInTheDocument();
  expect(
    screen.getByText(/no projects in this category yet/i),
  ).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("0 projects shown");

  await user.click(screen.getByRole("link", { name: "See all projects" }));
  expect(cardNames()).toEqual(["Only Project"]);
  expect(screen.getByRole("link", { name: "All" })).toHaveAttribute(
    "aria-current",
    "true",
  );
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

test("a project whose story is written offers Read the story beside Visit; the others do not", () => {
  const [told, ...others] = projects;
  injected.stories = { [told!.name]: "how-it-was-built" };
  renderPortfolio();
  const story = screen.getByRole("link", {
    name: `Read the story of ${told!.name}`,
  });
  expect(story).toHaveAttribute("href", "/blog/how-it-was-built");
  expect(story).not.toHaveAttribute("target");
  expect(story.closest("li")).toHaveAttribute("id", projectAnchor(told!.name));
  for (const project of others)
    expect(
      screen.queryByRole("link", { name: `Read the story of ${project.name}` }),
    ).toBeNull();
});

test("each card's picture offers what the build made, with its size and colour", () => {
  injected.content = madeUpContent([
    {
      filter: 2,
      name: "Wide",
      image: "/wide.png",
      link: "https://w.example.org",
    },
    {
      filter: 3,
      name: "Tall",
      image: "/tall.svg",
      link: "https://t.example.org",
    },
  ]);
  injected.pictures = {
    Wide: {
      src: "/pictures/wide-1-960.webp",
      width: 1200,
      height: 630,
      color: "#334455",
      sources: [
        { type: "image/avif", srcSet: "/pictures/wide-1-960.avif 960w" },
        { type: "image/webp", srcSet: "/pictures/wide-1-960.webp 960w" },
      ],
    },
    Tall: { src: "/tall.svg", width: 300, height: 500, sources: [] },
  };
  renderPortfolio();
  const images = within(screen.getByRole("list")).getAllByRole("presentation");
  expect(
    images.map((image) => [
      image.getAttribute("src"),
      image.getAttribute("width"),
      image.getAttribute("height"),
      image.style.backgroundColor,
    ]),
  ).toEqual([
    ["/pictures/wide-1-960.webp", "1200", "630", "rgb(51, 68, 85)"],
    ["/tall.svg", "300", "500", ""],
  ]);
  const sources = images[0]!.parentElement!.querySelectorAll("source");
  expect(
    [...sources].map((source) => [
      source.getAttribute("type"),
      source.getAttribute("srcset"),
    ]),
  ).toEqual([
    ["image/avif", "/pictures/wide-1-960.avif 960w"],
    ["image/webp", "/pictures/wide-1-960.webp 960w"],
  ]);
  // The grid is one column to 600 px wide, two to 960 px, three of 340 px at most above.
  expect(sources[0]!.getAttribute("sizes")).toMatch(
    /^\(max-width: 600px\) .*, \(max-width: 960px\) .*, .*340px$/,
  );
});

test("the first card's picture comes at once on every screen, the rest of the first row's on the screens whose first row they are in, the others as they near the screen", () => {
  injected.content = madeUpContent(
    ["a", "b", "c", "d", "e"].map((name) => ({
      filter: 2,
      name,
      image: `/${name}.png`,
      link: `https://${name}.example.org`,
    })),
  );
  renderPortfolio();
  const images = within(screen.getByRole("list")).getAllByRole("presentation");
  expect(
    images.map((image) => [
      image.getAttribute("loading"),
      image.getAttribute("decoding"),
      image.getAttribute("fetchpriority"),
    ]),
  ).toEqual([
    [null, null, "high"],
    ["lazy", "async", null],
    ["lazy", "async", null],
    ["lazy", "async", null],
    ["lazy", "async", null],
  ]);
  // Two columns from 601 px, three from 961 px: the second and third cards' first rows.
  const preloads = document.querySelectorAll('link[rel="preload"]');
  expect(
    [...preloads].map((link) => [
      link.getAttribute("href"),
      link.getAttribute("media"),
      link.getAttribute("fetchpriority"),
    ]),
  ).toEqual([
    ["/b.png", "(min-width: 601px)", "high"],
    ["/c.png", "(min-width: 961px)", "high"],
  ]);
});

test("hovering a card marks it as hovered until the mouse leaves", async () => {
  injected.content = madeUpContent([
    {
      filter: 2,
      name: "First",
      image: "/a.png",
      link: "https://a.example.org",
    },
    {
      filter: 2,
      name: "Second",
      image: "/b.png",
      link: "https://b.example.org",
    },
  ]);
  const user = userEvent.setup();
  renderPortfolio();
  const [first, second] = within(screen.getByRole("list")).getAllByRole(
    "listitem",
  );
  await user.hover(first!);
  expect(first).toHaveAttribute("data-hovered", "true");
  expect(second).not.toHaveAttribute("data-hovered");
  await user.unhover(first!);
  expect(first).not.toHaveAttribute("data-hovered");
});
