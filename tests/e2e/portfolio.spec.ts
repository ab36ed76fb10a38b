import { projects } from "../../app/content/projects";
import { expect, test } from "./fixtures";
import { gotoHydrated } from "./page-helpers";

const cards = "ul.project-grid > li";

test("switching filters is instant and kept in the URL", async ({ page }) => {
  await gotoHydrated(page, "/portfolio");
  await expect(page.locator(cards)).toHaveCount(6);

  await page.getByRole("link", { name: "Design" }).click();
  await expect(page).toHaveURL("/portfolio?filter=3");
  await expect(
    page.getByText(/no projects in this category yet/i),
  ).toBeVisible();
  await expect(page.locator(cards)).toHaveCount(0);

  await page.getByRole("link", { name: "Developement" }).click();
  await expect(page).toHaveURL("/portfolio?filter=2");
  await expect(page.locator(cards)).toHaveCount(6);
  await expect(
    page.getByRole("link", { name: "Developement" }),
  ).toHaveAttribute("aria-current", "true");
});

test("a shared filter link opens on that filter", async ({ page }) => {
  await page.goto("/portfolio?filter=3");
  await expect(page.getByRole("link", { name: "Design" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.locator(cards)).toHaveCount(0);
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

test.describe("with a mouse", { tag: "@desktop" }, () => {
  test("hovering a card shows its name and Visit link", async ({ page }) => {
    await page.goto("/portfolio");
    const card = page.locator(cards).nth(1);
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
    await context.route(projects[1]!.link + "/**", (route) =>
      route.fulfill({
        body: "<title>project</title>",
        contentType: "text/html",
      }),
    );
    await context.route(projects[1]!.link, (route) =>
      route.fulfill({
        body: "<title>project</title>",
        contentType: "text/html",
      }),
    );
    await page.goto("/portfolio");
    const card = page.locator(cards).nth(1);
    await card.hover();
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      card.getByRole("link", { name: /^Visit / }).click(),
    ]);
    await expect(popup).toHaveURL(new RegExp(`^${projects[1]!.link}`));
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
    await expect(page.locator(cards)).toHaveCount(6);
    await page.getByRole("link", { name: "Design" }).click();
    await expect(page).toHaveURL("/portfolio?filter=3");
    await expect(
      page.getByText(/no projects in this category yet/i),
    ).toBeVisible();
    await page.getByRole("link", { name: "All", exact: true }).click();
    await expect(page.locator(cards)).toHaveCount(6);
  });
});
