// @vitest-environment node
// The Railway recipe, checked as far as it can be without Railway. Railway publishes the schema
// of railway.json on its own site (railway.com/railway.schema.json), which this test cannot
// fetch, and no package carries it; so the fields below follow Railway's Config as Code
// reference (docs.railway.com/config-as-code/reference): the keys it documents for build and
// deploy, a misspelt one refused. The variables Railway cannot take from the file are in the
// README's Railway section, and are checked here as the site reads them.
import { existsSync, readFileSync } from "node:fs";

import { z } from "zod";

import { parseEnv } from "../app/utils/env.server";

const FILE = "deploy/railway.json";

/** Documented as "can be set to null". */
const nullable = <T extends z.ZodType>(schema: T) =>
  schema.nullable().optional();

const build = z.strictObject({
  builder: z.enum(["RAILPACK", "DOCKERFILE", "NIXPACKS"]).optional(),
  watchPatterns: z.array(z.string()).optional(),
  buildCommand: nullable(z.string()),
  dockerfilePath: nullable(z.string()),
  railpackVersion: nullable(z.string()),
});

const deploy = z.strictObject({
  startCommand: nullable(z.string()),
  preDeployCommand: z.array(z.string()).optional(),
  multiRegionConfig: nullable(
    z.record(z.string(), z.strictObject({ numReplicas: z.number().int() })),
  ),
  healthcheckPath: nullable(z.string().startsWith("/")),
  healthcheckTimeout: nullable(z.number().int().min(1)),
  restartPolicyType: z.enum(["ON_FAILURE", "ALWAYS", "NEVER"]).optional(),
  restartPolicyMaxRetries: nullable(z.number().int().min(0)),
  cronSchedule: nullable(z.string()),
  overlapSeconds: nullable(z.string().regex(/^\d+$/)),
  drainingSeconds: nullable(z.string().regex(/^\d+$/)),
});

const railwayConfig = z.strictObject({
  $schema: z.literal("https://railway.com/railway.schema.json").optional(),
  build: build.optional(),
  deploy: deploy.optional(),
  environments: z
    .record(
      z.string(),
      z.strictObject({ build: build.optional(), deploy: deploy.optional() }),
    )
    .optional(),
});

const read = JSON.parse(readFileSync(FILE, "utf8")) as unknown;
const checked = railwayConfig.safeParse(read);
// As read, even where the schema refused it: each test below says what it needs of it.
const config = (checked.data ?? read) as z.infer<typeof railwayConfig>;

/** The variables the README's Railway section sets with `railway variable set`, but the keys. */
function readmeVariables() {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("#### Railway"));
  const settings = [
    ...section.matchAll(/^railway variable set (.+)$/gm),
  ].flatMap((line) => line[1]!.split(" "));
  return Object.fromEntries(
    settings
      .map((setting) => setting.split(/=(.*)/s).slice(0, 2))
      // The email service's keys are the owner's own: "…" in the README.
      .filter(([, value]) => value !== "…"),
  ) as Record<string, string>;
}

test("a recipe Railway reads: every key one it documents, every value of its kind", () => {
  expect(checked.error?.issues ?? []).toEqual([]);
});

test("the repository's Dockerfile, answering /healthz before it takes visitors", () => {
  expect(config.build?.builder).toBe("DOCKERFILE");
  expect(existsSync(config.build!.dockerfilePath!)).toBe(true);
  expect(config.deploy?.healthcheckPath).toBe("/healthz");
});

test("restarted after a crash on any plan (Railway's free plan allows 10 restarts, and not Always)", () => {
  expect(config.deploy?.restartPolicyType).toBe("ON_FAILURE");
  expect(config.deploy?.restartPolicyMaxRetries).toBeLessThanOrEqual(10);
});

test("the container starts as root only to hand Railway's volume to the node user, then runs the image's server as node", () => {
  const start = config.deploy!.startCommand!;
  expect(start).toBe(
    '/bin/sh -c "chown -R node:node /app/data && exec setpriv --reuid=node --regid=node --init-groups node build/server.js"',
  );
  const dockerfile = readFileSync("Dockerfile", "utf8");
  expect(dockerfile).toMatch(/^CMD \["node", "build\/server\.js"\]$/m);
  expect(dockerfile).toMatch(/^USER node$/m);
  expect(dockerfile).toMatch(/ENV DATA_DIR=\/app\/data/);
});

test("the variables the README has the owner set are ones the site accepts", () => {
  const variables = readmeVariables();
  expect(Object.keys(variables).sort()).toEqual([
    "RAILWAY_RUN_UID",
    "SITE_URL",
    "TRUST_PROXY",
  ]);
  // Railway starts the container as root only with this: its volumes are root's.
  expect(variables.RAILWAY_RUN_UID).toBe("0");
  const env = parseEnv(variables);
  expect(env.siteUrl).toMatch(/^https:\/\/.+\.up\.railway\.app$/);
  expect(env.trustProxy).toBe(1);
});
