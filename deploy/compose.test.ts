// @vitest-environment node
// The scale-out deployment, checked as far as it can be without starting it: the services, their
// health checks, and settings the site itself accepts.
import { readFileSync } from "node:fs";

import { parse } from "yaml";

import { parseEnv } from "../app/utils/env.server";

type Service = {
  image?: string;
  build?: string;
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  healthcheck?: { test?: string[] };
  command?: string[];
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
};

const compose = parse(readFileSync("compose.yaml", "utf8")) as {
  services: Record<string, Service>;
};
const { site, redis, postgres, proxy } = compose.services;
const caddyfile = readFileSync("deploy/Caddyfile", "utf8");

/** What `${NAME:-default}` comes to when NAME is unset. */
const withDefaults = (value: string) =>
  value.replace(/\$\{\w+:-([^}]*)\}/g, "$1");

test("the site, Redis, Postgres and a TLS proxy, each with a health check", () => {
  expect(Object.keys(compose.services).sort()).toEqual([
    "postgres",
    "proxy",
    "redis",
    "site",
  ]);
  for (const [name, service] of Object.entries(compose.services))
    expect(service.healthcheck?.test?.[0], name).toBe("CMD");
  expect(site!.healthcheck!.test!.join(" ")).toContain("/healthz");
  expect(redis!.healthcheck!.test).toEqual(["CMD", "redis-cli", "ping"]);
  expect(postgres!.healthcheck!.test).toEqual([
    "CMD",
    "pg_isready",
    "-U",
    "portfolio",
  ]);
});

test("several replicas of the site, each sharing its limits through the redis service", () => {
  expect(site!.build).toBe(".");
  expect(site!.deploy!.replicas).toBeGreaterThanOrEqual(2);
  const environment = Object.fromEntries(
    Object.entries(site!.environment!).map(([name, value]) => [
      name,
      withDefaults(value),
    ]),
  );
  // The settings as the site's own schema reads them.
  const env = parseEnv(environment);
  expect(env.redisUrl).toBe("redis://redis:6379");
  expect(env.trustProxy).toBe(1);
  expect(env.siteUrl).toBe("https://localhost");
  // Every replica keeps messages in the postgres service, as its own user and database.
  expect(env.messages.databaseUrl).toBe(
    "postgres://portfolio:portfolio@postgres:5432/portfolio",
  );
  expect(postgres!.environment).toMatchObject({
    POSTGRES_USER: "portfolio",
    POSTGRES_DB: "portfolio",
  });
  expect(withDefaults(postgres!.environment!.POSTGRES_PASSWORD!)).toBe(
    "portfolio",
  );
  expect(postgres!.volumes).toEqual(["postgres-data:/var/lib/postgresql/data"]);
  // Redis or Postgres being down at start must not keep the site from starting.
  expect(site!.depends_on).toEqual({
    redis: { condition: "service_started" },
    postgres: { condition: "service_started" },
  });
  expect(site!.volumes).toEqual(["site-data:/app/data"]);
});

test("Redis keeps nothing on disk and bounds its memory", () => {
  expect(redis!.image).toMatch(/^redis:7/);
  expect(redis!.command).toEqual([
    "redis-server",
    "--save",
    "",
    "--appendonly",
    "no",
    "--maxmemory",
    "64mb",
    "--maxmemory-policy",
    "volatile-ttl",
  ]);
});

test("the proxy serves HTTPS and takes turns with every replica of the site on its port", () => {
  expect(proxy!.image).toMatch(/^caddy:2/);
  expect(proxy!.ports).toEqual(["80:80", "443:443"]);
  expect(proxy!.volumes).toContain(
    "./deploy/Caddyfile:/etc/caddy/Caddyfile:ro",
  );
  expect(proxy!.depends_on).toEqual({ site: { condition: "service_healthy" } });
  expect(caddyfile).toMatch(/^\{\$SITE_DOMAIN:localhost\} \{$/m);
  expect(caddyfile).toMatch(/dynamic a \{\s+name site\s+port 3000\s/);
  expect(caddyfile).toMatch(/lb_policy round_robin/);
  // The port the image's server listens on.
  expect(readFileSync("Dockerfile", "utf8")).toMatch(/ENV .*PORT=3000/);
});
