import { chromium } from "@playwright/test";
import { startLanguagesSite } from "./tests/e2e/languages-site";

const site = await startLanguagesSite();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const [name, width, js] of [["phone", 360, true], ["desk", 1280, true], ["nojs", 360, false]] as const) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: js });
  const page = await context.newPage();
  for (const path of ["/ar", "/ar/about", "/de/resume", "/de/blog", "/de/blog/migrations", "/de/portfolio/2"]) {
    await page.goto(site.origin + path);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${name}${path.replaceAll("/", "_")}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(site.built.split("\n").filter((l) => /not translated/.test(l)).join("\n"));
await site.stop();
