// `npm run export`: the site as one folder any static host serves as it is (dist/), for SITE_URL,
// the address it will be served at (`https://me.github.io/portfolio/` for a GitHub project site):
// the documents the server keeps, written as files (each page as `x.html` and `x/index.html`, so
// its address answers on every host), the data the router reads when a visitor moves between
// pages, the feeds, the sitemap, robots.txt, the pictures, public/'s files and a 404 page; the
// headers that hosts take from a file (_headers), and each page's policy in the page itself. The
// folder is written beside its place and checked (export-check.ts), and only a whole, checked one
// takes the place of the last: a refused export leaves nothing to upload. What only the server
// gives (messages kept and tried again, the limits, the colours without JavaScript) is in the
// README.
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

import type { ServerBuild } from "react-router";

import { contact } from "../app/content/contact";
import { UNPUBLISHED_PICTURES } from "../app/pictures/picture-set";
import type { StaticContact } from "../app/content-rules/schema";
import type { SiteEntry } from "../app/load-context";
import { NETLIFY_SENT_PATH } from "../app/routes/contact/netlify";
import { EnvError, parseEnv } from "../app/utils/env.server";
import { exportedAnalytics } from "../app/visits/analytics-service";
import { LANGUAGES } from "../app/words/language";
import { DOCUMENT_PATHS, NOT_FOUND_PATHS } from "../server/documents";
import { OLD_TABS } from "../app/routes/portfolio.($filter)/old-tab-addresses";
import { sentSecurityHeaders } from "../server/security-headers";

import { checkWordTypes } from "./content-checks/content-types";
import { checkExport, hiddenName } from "./export-check";
import { filesIn } from "./files-in";
import { exportPages } from "./export-pages";
import {
  headersFile,
  notFoundRedirects,
  oldTabRedirects,
} from "./export-headers";
import { runTool } from "./run-tool";
import { replaceWhole } from "./whole-folder";

// The folder to write: dist/, unless `npm run export -- --out <folder>` names another.
const OUT = parseArgs({ options: { out: { type: "string", default: "dist" } } })
  .values.out;
// Widened: the content file types it as the one value it holds.
const way: StaticContact = contact.onStaticHost;
const APP_BUILD = "build/export";

/** SITE_URL as the export needs it: the site's origin, and the path it is served under. */
function siteAddress(value: string | undefined) {
  const url = value && URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol))
    throw new EnvError(
      `SITE_URL=${JSON.stringify(value ?? "")}: expected the address the site will be served at, such as https://me.github.io/portfolio/`,
    );
  return { origin: url.origin, base: url.pathname.replace(/\/?$/, "/") };
}

async function main() {
  process.env.NODE_ENV = "production";
  // A file of public/ the check would refuse stops the export before a minute of building.
  const hidden = (await filesIn("public")).flatMap((file) => {
    const why = hiddenName(file);
    return why ? [`public/${file}: ${why}`] : [];
  });
  if (hidden.length > 0)
    throw new Error(
      `public/ holds ${hidden.length === 1 ? "a file" : `${hidden.length} files`} no host should serve; move ${hidden.length === 1 ? "it" : "them"} out of public/. Nothing was exported:\n` +
        hidden.map((problem) => `  ${problem}`).join("\n"),
    );
  const { origin, base } = siteAddress(process.env.SITE_URL);
  // The settings the pages read, checked as the server checks them (the email service's too).
  const env = parseEnv({
    ...process.env,
    SITE_URL: origin,
    NODE_ENV: "production",
  });
  const browserEmailService =
    way === "email-service" && env.emailService
      ? {
          origin: env.emailService.origin,
          serviceId: env.emailService.serviceId,
          templateId: env.emailService.templateId,
          publicKey: env.emailService.publicKey,
        }
      : null;
  if (way === "email-service" && !browserEmailService)
    console.warn(
      "The contact form sends to the email service on a static host (app/content/contact.ts), but EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID and EMAILJS_PUBLIC_KEY are not all set: the contact page offers your email and links instead.",
    );

  await checkWordTypes();
  await runTool("tsx", ["scripts/prepare-content.ts"]);
  await rm(APP_BUILD, { recursive: true, force: true });
  await runTool("react-router", ["build"], {
    STATIC_BASE_PATH: base,
    VITE_BROWSER_EMAIL_SERVICE: JSON.stringify(browserEmailService),
  });

  const build = (await import(
    pathToFileURL(path.resolve(APP_BUILD, "server/index.js")).href
  )) as ServerBuild;
  const { createRequestHandler } = await import("react-router");
  const handle = createRequestHandler(build, "production");
  const entry = build.entry.module as unknown as SiteEntry;
  const allowed = {
    consume: async () => ({ allowed: true as const }),
    refund: async () => {},
  };
  const context = () =>
    entry.siteLoadContext({
      env,
      clientKey: "export",
      contactLimit: allowed,
      contactAttemptLimit: allowed,
      accentLimit: allowed,
      keepMessage: async () => false,
      renderPage: () =>
        Promise.reject(new Error("no page renders another in an export")),
      redisStatus: () => "not used",
    });
  const get = async (at: string, expected = 200) => {
    const answer = await handle(
      new Request(new URL(base + at.slice(1), origin)),
      context(),
    );
    if (answer.status !== expected)
      throw new Error(`${at} answered ${answer.status}, not ${expected}`);
    return answer;
  };

  let policies = new Map<string, string>();
  /** Writes the whole export in `out`, and checks it there. */
  const writeExport = async (out: string) => {
    const write = async (file: string, body: string | Uint8Array) => {
      await mkdir(path.dirname(path.join(out, file)), { recursive: true });
      await writeFile(path.join(out, file), body);
    };

    // Read once the content step has made the posts.
    const { blogDocumentPaths } = await import("../app/blog/posts.server");
    const documents = [
      ...DOCUMENT_PATHS,
      ...blogDocumentPaths("production"),
      ...(way === "netlify" ? [NETLIFY_SENT_PATH] : []),
      "/sitemap.xml",
      "/robots.txt",
    ];
    // The owner's analytics service, if any, is allowed as the pages' render allows it.
    const analytics = exportedAnalytics()?.policy;
    const reach = {
      connectTo: [
        ...(browserEmailService ? [browserEmailService.origin] : []),
        ...(analytics?.connectTo ?? []),
      ],
      scriptFrom: analytics?.scriptFrom ?? [],
      imgFrom: analytics?.imgFrom ?? [],
    };
    policies = await exportPages({
      documents,
      notFound: NOT_FOUND_PATHS,
      get,
      write,
      pathOf: (at) => new URL(base + at.slice(1), origin).pathname,
      reach,
    });

    // The browser's files, the pictures the build made, and public/'s own.
    await cp(path.join(APP_BUILD, "client"), out, {
      recursive: true,
      filter: (source) => !path.basename(source).startsWith("."),
    });
    if (existsSync("build/pictures"))
      await cp("build/pictures", path.join(out, "pictures"), {
        recursive: true,
      });
    // Not the originals the build made pictures of, nor a file carrying a camera's metadata.
    const unpublished = new Set<string>(
      JSON.parse(await readFile(UNPUBLISHED_PICTURES, "utf8")),
    );
    await cp("public", out, {
      recursive: true,
      filter: (source) =>
        !unpublished.has(
          `/${path.relative("public", source).split(path.sep).join("/")}`,
        ),
    });
    // GitHub Pages would otherwise run Jekyll, which leaves out every file whose name starts with _.
    await write(".nojekyll", "");
    await write(
      "_headers",
      headersFile({
        base,
        policies,
        security: sentSecurityHeaders({
          hstsMaxAgeSeconds: env.hstsMaxAgeSeconds,
        }),
      }),
    );
    // After any rules of the owner's own (public/_redirects), which come first on Netlify; the old
    // tab addresses before the 404 pages, whose rules would otherwise match them first.
    const redirects = [
      ...oldTabRedirects({ base, tabs: OLD_TABS }),
      ...notFoundRedirects({ base, notFound: NOT_FOUND_PATHS }),
    ];
    if (redirects.length > 0) {
      const own = existsSync(path.join(out, "_redirects"))
        ? await readFile(path.join(out, "_redirects"), "utf8")
        : "";
      await write("_redirects", `${own}${redirects.join("\n")}\n`);
    }

    const problems = await checkExport({
      dir: out,
      origin,
      base,
      languages: LANGUAGES,
    });
    if (problems.length > 0) throw new Error(refusal(`${OUT}/`, problems));
  };

  // Written beside dist/, and put in its place only once whole and checked.
  await replaceWhole(OUT, writeExport);
  console.log(
    `Exported ${policies.size} pages to ${OUT}/ for ${origin}${base}; the contact page ${
      way === "netlify"
        ? "takes messages through Netlify Forms"
        : browserEmailService
          ? "sends to the email service from the browser"
          : "offers your email and links"
    }.`,
  );
}

/** What stops the export: the problems in a folder, one a line. */
const refusal = (folder: string, problems: string[]) =>
  `The export in ${folder} has ${problems.length === 1 ? "a problem" : `${problems.length} problems`}; no host should serve it as it is:\n` +
  problems.map((problem) => `  ${problem}`).join("\n");

try {
  await main();
} catch (error) {
  console.error(
    error instanceof EnvError
      ? `Cannot export: ${error.message}`
      : (error as Error).message,
  );
  process.exit(1);
}
