import { UNSAFE_FrameworkContext } from "react-router";
import { use } from "react";

import { BASE_PATH, sitePath } from "~/utils/site-path";

/**
 * Same-site links a visitor is about to follow (a pointer resting on one, a finger on it) are
 * loaded and drawn ahead, where the browser takes speculation rules; never the colours' form, a
 * feed or a file to download.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: `${BASE_PATH}*` },
          { not: { href_matches: `${BASE_PATH}resources/*` } },
          { not: { href_matches: `${BASE_PATH}*.(xml|json|pdf|txt)` } },
          { not: { selector_matches: "[download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/**
 * What a page runs, in place of the router's scripts: the page's own small script
 * (app/entry.client.tsx), which loads what else a page does when it is needed, with the modules
 * it imports named ahead; and the speculation rules. No page carries its data for React to take it
 * over: every page is a document (docs/decisions/036-documents-first.md). In development, Vite's
 * client reloads the page after an edit, and React's refresh runtime is there for what React draws.
 */
export function PageScripts() {
  const framework = use(UNSAFE_FrameworkContext);
  if (!framework) return null;
  const { entry, hmr } = framework.manifest;
  return (
    <>
      {import.meta.env.DEV ? (
        <script type="module" src={sitePath("/@vite/client")} />
      ) : null}
      {hmr ? <script type="module" src={hmr.runtime} /> : null}
      {entry.imports.map((module) => (
        <link key={module} rel="modulepreload" href={module} />
      ))}
      <script type="module" src={entry.module} />
      <script
        type="speculationrules"
        dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
      />
    </>
  );
}
