// @vitest-environment node
// The Fly.io recipe, checked as far as it can be without Fly. Fly publishes no schema of its own
// for fly.toml; its fields here are those of Fly's configuration reference
// (fly.io/docs/reference/configuration) and of flyctl's own reading of the file (its appconfig
// package): a misspelt key is refused, as Fly would ignore it. None of the project's packages
// reads TOML, so Python's tomllib (Python 3.11 or newer, Debian 12's python3) parses the file;
// where there is none, these tests are skipped and say why.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { z } from "zod";

import { parseEnv } from "../app/utils/env.server";

const FILE = "deploy/fly.toml";

/** The file as TOML reads it, or null where no TOML reader is at hand. */
function parsed(): unknown {
  try {
    return JSON.parse(
      execFileSync(
        "python3",
        [
          "-c",
          "import json, sys, tomllib; json.dump(tomllib.load(open(sys.argv[1], 'rb')), sys.stdout)",
          FILE,
        ],
        { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      ),
    );
  } catch (error) {
    // A file that is not TOML fails the tests; a missing reader only skips them.
    if (/SyntaxError|TOMLDecodeError/.test(String((error as Error).message)))
      throw error;
    return null;
  }
}

/** Fly's durations, as flyctl reads them: "10s", "500ms", "1m". */
const duration = z.string().regex(/^\d+(ms|s|m|h)$/);

const httpCheck = z.strictObject({
  interval: duration.optional(),
  timeout: duration.optional(),
  grace_period: duration.optional(),
  method: z.enum(["GET", "HEAD", "POST"]).optional(),
  path: z.string().startsWith("/").optional(),
  protocol: z.enum(["http", "https"]).optional(),
  tls_skip_verify: z.boolean().optional(),
  tls_server_name: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
});

const mount = z.strictObject({
  source: z.string().regex(/^[a-z0-9_]+$/),
  destination: z.string().startsWith("/"),
  initial_size: z.string().optional(),
  snapshot_retention: z.number().int().optional(),
  scheduled_snapshots: z.boolean().optional(),
  auto_extend_size_threshold: z.number().int().optional(),
  auto_extend_size_increment: z.string().optional(),
  auto_extend_size_limit: z.string().optional(),
  processes: z.array(z.string()).optional(),
});

/** The sections the recipe uses, each with every key Fly documents for it. */
const flyConfig = z.strictObject({
  app: z.string().regex(/^[a-z0-9-]+$/),
  primary_region: z.string().regex(/^[a-z]{3}$/),
  kill_signal: z.string().optional(),
  kill_timeout: duration.optional(),
  swap_size_mb: z.number().int().optional(),
  console_command: z.string().optional(),
  build: z
    .strictObject({
      builder: z.string().optional(),
      image: z.string().optional(),
      dockerfile: z.string().optional(),
      ignorefile: z.string().optional(),
      build_target: z.string().optional(),
      args: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  env: z.record(z.string(), z.string()).optional(),
  mounts: z.union([mount, z.array(mount)]).optional(),
  http_service: z
    .strictObject({
      internal_port: z.number().int().min(1).max(65_535),
      force_https: z.boolean().optional(),
      auto_stop_machines: z
        .union([z.enum(["off", "stop", "suspend"]), z.boolean()])
        .optional(),
      auto_start_machines: z.boolean().optional(),
      min_machines_running: z.number().int().min(0).optional(),
      processes: z.array(z.string()).optional(),
      concurrency: z.record(z.string(), z.unknown()).optional(),
      tls_options: z.record(z.string(), z.unknown()).optional(),
      http_options: z.record(z.string(), z.unknown()).optional(),
      checks: z.array(httpCheck).optional(),
      machine_checks: z.array(z.unknown()).optional(),
    })
    .optional(),
  vm: z
    .array(
      z.strictObject({
        size: z.string().optional(),
        memory: z
          .string()
          .regex(/^\d+(mb|gb)$/)
          .optional(),
        cpus: z.number().int().min(1).optional(),
        cpu_kind: z.enum(["shared", "performance"]).optional(),
        processes: z.array(z.string()).optional(),
      }),
    )
    .optional(),
});

const toml = parsed();
const checked = toml === null ? null : flyConfig.safeParse(toml);

describe.skipIf(checked === null)(
  "the Fly.io recipe (needs python3 with tomllib to read TOML)",
  () => {
    // As read, even where the schema refused it: each test below says what it needs of it.
    const config = (checked?.data ?? toml) as z.infer<typeof flyConfig>;

    test("a recipe Fly reads: every key one it documents, every value of its kind", () => {
      expect(checked!.error?.issues ?? []).toEqual([]);
      // Where it says how to use it.
      expect(readFileSync(FILE, "utf8")).toMatch(
        /^# .*\n# .*fly volumes create portfolio_data.*\n# .*fly deploy --config deploy\/fly\.toml --ha=false/,
      );
    });

    test("the repository's Dockerfile, whose server listens where the proxy sends requests", () => {
      // flyctl reads the path from the file's own folder.
      const dockerfile = path.join(
        path.dirname(FILE),
        config.build!.dockerfile!,
      );
      expect(path.normalize(dockerfile)).toBe("Dockerfile");
      expect(existsSync(dockerfile)).toBe(true);
      expect(readFileSync(dockerfile, "utf8")).toMatch(/ENV .*PORT=3000/);
      expect(config.http_service!.internal_port).toBe(3000);
    });

    test("the messages on a volume at the image's data folder", () => {
      expect(config.mounts).toMatchObject({
        source: "portfolio_data",
        destination: "/app/data",
      });
      expect(readFileSync("Dockerfile", "utf8")).toMatch(
        /ENV DATA_DIR=\/app\/data/,
      );
    });

    test("one machine that keeps running, so the outbox's retries go on without visitors", () => {
      const service = config.http_service!;
      expect(service.auto_stop_machines).toBe("off");
      expect(service.min_machines_running).toBeGreaterThanOrEqual(1);
      expect(service.force_https).toBe(true);
    });

    test("Fly's proxy asks /healthz, as Docker does", () => {
      expect(config.http_service!.checks).toEqual([
        expect.objectContaining({ method: "GET", path: "/healthz" }),
      ]);
    });

    test("settings the site accepts: its fly.dev address over HTTPS, and Fly's two forwarded addresses", () => {
      const env = parseEnv(config.env!);
      expect(env.siteUrl).toBe(`https://${config.app}.fly.dev`);
      expect(env.servedOverHttps).toBe(true);
      // X-Forwarded-For reaches the server as "visitor, app's own address": the visitor's is the
      // second from the end.
      expect(env.trustProxy).toBe(2);
      // The image's DATA_DIR stays: the recipe does not move the messages off the volume.
      expect(config.env).not.toHaveProperty("DATA_DIR");
    });
  },
);
