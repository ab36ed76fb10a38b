// @vitest-environment node
// The Render Blueprint, checked as far as it can be without Render. Render publishes its
// Blueprint's JSON schema on its own site (render.com/schema/render.yaml.json), which this test
// cannot fetch, and no package carries it; so the fields below follow Render's Blueprint YAML
// Reference (render.com/docs/blueprint-spec): a web service with the keys it documents, a
// misspelt one refused, as Render would refuse it. And the settings are ones the site accepts.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { parse } from "yaml";
import { z } from "zod";

import { parseEnv } from "../app/utils/env.server";

const FILE = "deploy/render.yaml";

const envVar = z.union([
  z.strictObject({
    key: z.string(),
    value: z.union([z.string(), z.number()]),
    previewValue: z.union([z.string(), z.number()]).optional(),
  }),
  // Asked for in the dashboard when the Blueprint is first applied.
  z.strictObject({ key: z.string(), sync: z.literal(false) }),
  z.strictObject({ key: z.string(), generateValue: z.literal(true) }),
]);

const webService = z.strictObject({
  type: z.literal("web"),
  name: z.string().regex(/^[a-z0-9-]+$/),
  runtime: z.enum([
    "docker",
    "elixir",
    "go",
    "image",
    "node",
    "python",
    "ruby",
    "rust",
    "static",
  ]),
  plan: z
    .enum([
      "free",
      "starter",
      "standard",
      "pro",
      "pro plus",
      "pro max",
      "pro ultra",
    ])
    .optional(),
  region: z
    .enum(["oregon", "ohio", "virginia", "frankfurt", "singapore"])
    .optional(),
  repo: z.string().optional(),
  branch: z.string().optional(),
  rootDir: z.string().optional(),
  dockerfilePath: z.string().optional(),
  dockerContext: z.string().optional(),
  dockerCommand: z.string().optional(),
  buildCommand: z.string().optional(),
  startCommand: z.string().optional(),
  preDeployCommand: z.string().optional(),
  numInstances: z.number().int().min(1).optional(),
  healthCheckPath: z.string().startsWith("/").optional(),
  domains: z.array(z.string()).optional(),
  autoDeploy: z.boolean().optional(),
  autoDeployTrigger: z.enum(["off", "commit", "checksPass"]).optional(),
  maxShutdownDelaySeconds: z.number().int().min(1).max(300).optional(),
  disk: z
    .strictObject({
      name: z.string(),
      mountPath: z.string().startsWith("/"),
      sizeGB: z.number().int().min(1).optional(),
    })
    .optional(),
  envVars: z.array(envVar).optional(),
});

const blueprint = z.strictObject({
  services: z.array(webService),
  databases: z.array(z.unknown()).optional(),
  envVarGroups: z.array(z.unknown()).optional(),
});

const text = readFileSync(FILE, "utf8");
const read = parse(text) as unknown;
const checked = blueprint.safeParse(read);
// As read, even where the schema refused it: each test below says what it needs of it.
const config = (checked.data ?? read) as z.infer<typeof blueprint>;
const [site] = config.services;

test("a Blueprint Render reads: every key one it documents, every value of its kind", () => {
  expect(checked.error?.issues ?? []).toEqual([]);
  expect(config.services).toHaveLength(1);
  // Where it says how to use it.
  expect(text).toMatch(/^# .*\n# .*New > Blueprint.*deploy\/render\.yaml/);
});

test("the repository's Dockerfile, built from the repository's root, answering /healthz", () => {
  expect(site!.runtime).toBe("docker");
  expect(site!.dockerContext).toBe(".");
  expect(path.normalize(site!.dockerfilePath!)).toBe("Dockerfile");
  expect(existsSync(site!.dockerfilePath!)).toBe(true);
  expect(site!.healthCheckPath).toBe("/healthz");
});

test("the messages on a disk at the image's data folder, on one paid instance", () => {
  expect(site!.disk).toMatchObject({ mountPath: "/app/data" });
  expect(readFileSync("Dockerfile", "utf8")).toMatch(
    /ENV DATA_DIR=\/app\/data/,
  );
  // Render gives a free web service no disk, and spins it down while no visitor comes.
  expect(site!.plan).toBeDefined();
  expect(site!.plan).not.toBe("free");
  expect(site!.numInstances).toBe(1);
});

test("settings the site accepts, and the email service's keys left to the dashboard", () => {
  const values = Object.fromEntries(
    site!.envVars!.flatMap((variable) =>
      "value" in variable ? [[variable.key, String(variable.value)]] : [],
    ),
  );
  const env = parseEnv(values);
  expect(env.siteUrl).toBe(`https://${site!.name}.onrender.com`);
  // The visitor's address is the second from the end: Cloudflare's edge appends it, and Render's
  // proxy appends the edge's.
  expect(env.trustProxy).toBe(2);
  expect(values).not.toHaveProperty("DATA_DIR");
  const asked = site!.envVars!.filter((variable) => "sync" in variable);
  expect(asked.map((variable) => variable.key)).toEqual([
    "EMAILJS_SERVICE_ID",
    "EMAILJS_TEMPLATE_ID",
    "EMAILJS_PUBLIC_KEY",
    "EMAILJS_PRIVATE_KEY",
  ]);
  // Each is a setting the site reads: given values, they make its email service.
  const withService = parseEnv({
    ...values,
    ...Object.fromEntries(asked.map((variable) => [variable.key, "set"])),
  });
  expect(withService.emailService).toMatchObject({
    serviceId: "set",
    privateKey: "set",
  });
});
