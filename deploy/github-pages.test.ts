// @vitest-environment node
// The GitHub Pages workflow, checked as far as it can be without GitHub: GitHub's own actions, each
// pinned to a commit; no more permission than each job needs; and the site exported for the
// address GitHub gives it, uploaded as the folder the export writes.
import { readFileSync } from "node:fs";

import { parse } from "yaml";

type Step = {
  uses?: string;
  run?: string;
  id?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
};
type Job = {
  permissions?: Record<string, string>;
  steps: Step[];
  needs?: string;
};

const text = readFileSync(".github/workflows/pages.yml", "utf8");
const workflow = parse(text) as {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
};
const { build, deploy } = workflow.jobs;

test("every action is GitHub's own, pinned to a commit and named by its version", () => {
  const uses = Object.values(workflow.jobs).flatMap((job) =>
    job.steps.flatMap((step) => (step.uses ? [step.uses] : [])),
  );
  expect(uses.map((action) => action.split("@")[0])).toEqual([
    "actions/checkout",
    "actions/setup-node",
    "actions/configure-pages",
    "actions/upload-pages-artifact",
    "actions/deploy-pages",
  ]);
  for (const action of uses) {
    expect(action).toMatch(/^actions\/[a-z-]+@[0-9a-f]{40}$/);
    expect(text).toMatch(new RegExp(`${action} # v\\d+\\.\\d+\\.\\d+\\n`));
  }
});

test("the build may read the code alone; the deployment may write to Pages and prove who it is, nothing else", () => {
  expect(workflow.permissions).toEqual({ contents: "read" });
  expect(build!.permissions).toBeUndefined();
  expect(deploy!.permissions).toEqual({ pages: "write", "id-token": "write" });
  expect(deploy!.needs).toBe("build");
});

test("the site is exported for the address GitHub gives it, and that folder is what is deployed", () => {
  const exported = build!.steps.find((step) => step.run === "npm run export")!;
  expect(exported.env?.SITE_URL).toBe("${{ steps.pages.outputs.base_url }}/");
  expect(build!.steps.some((step) => step.id === "pages")).toBe(true);
  const upload = build!.steps.find((step) =>
    step.uses?.startsWith("actions/upload-pages-artifact"),
  )!;
  expect(upload.with).toEqual({ path: "dist" });
  expect(Object.keys(workflow.on)).toEqual(["push", "workflow_dispatch"]);
});
