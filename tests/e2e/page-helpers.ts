import type { APIRequestContext, Page } from "@playwright/test";

/** Waits until every transition and entry animation running on the page has ended. */
export function animationsSettled(page: Page) {
  return page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) => animation.effect?.getTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished),
    ),
  );
}

/** The source of every script a page's HTML names: what a visitor downloads first. */
export async function firstLoadScripts(
  request: APIRequestContext,
  path: string,
) {
  const html = await (await request.get(path)).text();
  const urls = [...html.matchAll(/(?:src|href)="(\/build\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  return Promise.all(
    urls.map(async (url) => ({
      url,
      source: await (await request.get(url)).text(),
    })),
  );
}
