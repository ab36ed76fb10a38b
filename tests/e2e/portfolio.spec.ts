import type { Page } from "@playwright/test";

import { filters, projects } from "../../app/content/projects";
import { filterPath } from "../../app/routes/portfolio.($filter)/portfolio-filter";
import { expect, test } from "./fixtures";
import { gotoAnswering } from "./page-helpers";

const cards = "ul.project-grid > li";

const ALL = filters[0]!.id;

/** The projects a tab shows, by name: all of them under All, else those listed under it. */
const namesUnder = (filter: number) =>
  projects
    .filter((project) => filter === ALL || project.filter === filter)
    .map((project) => project.name);

/** The tab's projects as cards, or the empty state when it has none. */
async function expectProjectsOf(page: Page, filter: number) {
  const names = namesUnder(filter);
  await expect(page.locator(`${cards} h2`)).toHaveText(names);
  if (names.length === 0)
    await expect(
      page.getByText(/no projects in this category yet/i),
    ).toBeVisible();
}

test("switching filters is instant and kept in the URL", async ({ page }) => {
  await gotoAnswering(page, "/portfolio");
  await expectProjectsOf(page, ALL);
  // The filter lives in the page: switching asks the server for no data.
  const dataAsked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data"))
      dataAsked.push(request.url());
  });

  for (const filter of [...filters].reverse()) {
    const tab = page.getByRole("link", { name: filter.label, exact: true });
    await tab.click();
    await expect(page).toHaveURL(filterPath(filter.id));
    await expect(tab).toHaveAttribute("aria-current", "true");
    await expectProjectsOf(page, filter.id);
  }
  expect(dataAsked).toEqual([]);
});

test(
  "the browser asks for the first row's pictures at high priority, and for no other: one on a phone, three on a desktop",
  { tag: "@both" },
  async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const priorities = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", ({ request }) =>
      priorities.set(new URL(request.url).pathname, request.initialPriority),
    );
    await page.goto("/portfolio");
    // Each card asks for the file the browser chose of its picture: one the build made, or the
    // picture itself. A picture the browser has not chosen yet (a lazy one below the fold, or any
    // of them while the page is still arriving) has no address: it counts as not asked for.
    const chosen = () =>
      page.locator(`${cards} img`).evaluateAll((all) =>
        all.map((img) => {
          const { currentSrc } = img as HTMLImageElement;
          return currentSrc ? new URL(currentSrc).pathname : "";
        }),
      );
    const isPicture = (path: string) =>
      path.startsWith("/pictures/") ||
      projects.some(({ image }) => image === path);
    // The grid's row holds one card on a phone, three on a desktop.
    const columns = page.viewportSize()!.width <= 600 ? 1 : 3;
    const firstRow = Math.min(columns, projects.length);
    await expect
      .poll(async () =>
        (await chosen())
          .slice(0, firstRow)
          .every((path) => priorities.has(path)),
      )
      .toBe(true);
    const first = (await chosen()).slice(0, firstRow);
    for (const path of first) expect(priorities.get(path), path).toBe("High");
    for (const [path, priority] of priorities)
      if (isPicture(path) && !first.includes(path))
        expect(priority, path).not.toBe("High");
  },
);

test("a shared filter link opens on that filter", async ({ page }) => {
  for (const filter of filters) {
    await page.goto(filterPath(filter.id));
    await expect(
      page.getByRole("link", { name: filter.label, exact: true }),
    ).toHaveAttribute("aria-current", "true");
    await expectProjectsOf(page, filter.id);
  }
});

test("focusing a card's Visit link with the keyboard shows the name and the link", async ({
  page,
}) => {
  await page.goto("/portfolio");
  const first = projects[0]!;
  const visit = page.getByRole("link", {
    name: `Visit ${first.name} (opens in a new tab)`,
  });
  await visit.focus();
  await expect(visit).toBeFocused();
  await expect(page.getByRole("heading", { name: first.name })).toBeVisible();
  await expect(visit).toBeVisible();
  const overlay = page.locator(cards).first().locator(".project-card-overlay");
  await expect(overlay).toHaveCSS("opacity", "1");
});

test.describe("with a mouse", () => {
  test("hovering a card shows its name and Visit link", async ({ page }) => {
    await page.goto("/portfolio");
    const card = page.locator(cards).last();
    const overlay = card.locator(".project-card-overlay");
    await expect(overlay).toHaveCSS("opacity", "0");
    await card.hover();
    await expect(overlay).toHaveCSS("opacity", "1");
    await expect(card.getByRole("link", { name: /^Visit / })).toHaveAttribute(
      "target",
      "_blank",
    );
  });

  test("the Visit link opens the project in a new tab", async ({
    page,
    context,
  }) => {
    const { origin, href } = new URL(projects.at(-1)!.link);
    await context.route(
      (url) => url.origin === origin,
      (route) =>
        route.fulfill({
          body: "<title>project</title>",
          contentType: "text/html",
        }),
    );
    await page.goto("/portfolio");
    const card = page.locator(cards).last();
    await card.hover();
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      card.getByRole("link", { name: /^Visit / }).click(),
    ]);
    await expect(popup).toHaveURL(href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });
});

test.describe("on a touch screen", { tag: "@phone" }, () => {
  test("every card shows its name and Visit link without hovering", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    for (const card of await page.locator(cards).all()) {
      await expect(card.locator(".project-card-overlay")).toHaveCSS(
        "opacity",
        "1",
      );
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter tabs still filter, through the URL", async ({ page }) => {
    await page.goto("/portfolio");
    await expectProjectsOf(page, ALL);
    for (const filter of [...filters].reverse()) {
      await page.getByRole("link", { name: filter.label, exact: true }).click();
      await expect(page).toHaveURL(filterPath(filter.id));
      await expectProjectsOf(page, filter.id);
    }
  });
});
