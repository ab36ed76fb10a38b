// @vitest-environment node
import { routeArgs, testLoadContext } from "../../tests/support/load-context";

import { createRateLimit, memoryStore } from "../../server/limits";

import { action, loader } from "./resources.colors";

function post(fields: Record<string, string>) {
  return new Request("http://localhost/resources/colors", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

async function send(
  fields: Record<string, string>,
  context = testLoadContext(),
) {
  return (await action(routeArgs(post(fields), context))) as Response;
}

/** The stylesheet a page links for a visitor with this Cookie header. */
async function stylesheetFor(cookie: string, ifNoneMatch?: string) {
  const headers: Record<string, string> = { Cookie: cookie };
  if (ifNoneMatch) headers["If-None-Match"] = ifNoneMatch;
  return (await loader(
    routeArgs(new Request("http://localhost/resources/colors", { headers })),
  )) as Response;
}

test("a chosen accent is kept in a cookie with its painted forms, and the visitor goes back", async () => {
  const response = await send({
    accent: "#F8E71C",
    redirectTo: "/portfolio?filter=2",
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/portfolio?filter=2");
  const cookie = response.headers.get("Set-Cookie")!;
  // Yellow is legible as it is on the dark scheme; on the light one it is painted darker.
  expect(cookie).toBe(
    "accent=f8e71c.f8e71c.7b720e; Path=/; Max-Age=31536000; SameSite=Lax",
  );
});

test("a colour too dark to read is kept as chosen, beside a lighter painted form", async () => {
  const cookie = (await send({ accent: "#000000" })).headers.get("Set-Cookie")!;
  expect(cookie).toMatch(/^accent=000000\.([0-9a-f]{6})\.000000;/);
  expect(cookie).not.toMatch(/^accent=000000\.000000\./);
  // A translucent colour keeps its alpha.
  const translucent = (await send({ accent: "#4a90e280" })).headers.get(
    "Set-Cookie",
  )!;
  expect(translucent).toMatch(/^accent=4a90e280\.[0-9a-f]{6}\.[0-9a-f]{6};/);
});

test("anything but a hex colour is refused with 400 and sets nothing", async () => {
  for (const accent of [
    "",
    "red",
    "#12345",
    "#5dff40;x",
    "</style><script>",
    "#ggg",
  ]) {
    const response = await send({ accent, redirectTo: "/skills" });
    expect(response.status, accent).toBe(400);
    expect(await response.json(), accent).toEqual({
      error: "The accent must be a hex colour.",
    });
    expect(response.headers.get("Set-Cookie"), accent).toBeNull();
  }
  expect((await send({})).status).toBe(400);
});

test("a body that is not a form is refused with 400", async () => {
  const request = new Request("http://localhost/resources/colors", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=nothing" },
    body: "this is not multipart",
  });
  const response = (await action(routeArgs(request))) as Response;
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    error: "Send the accent as a form.",
  });
});

test("a way back that leaves the site is replaced by the home page", async () => {
  for (const redirectTo of [
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "",
  ]) {
    const response = await send({ accent: "#D0021B", redirectTo });
    expect(response.status, redirectTo).toBe(303);
    expect(response.headers.get("Location"), redirectTo).toBe("/");
  }
});

test("past its generous limit the form says when to try again, and keeps nothing", async () => {
  const context = testLoadContext({
    accentLimit: createRateLimit(
      { name: "accent", max: 2, windowSeconds: 60 },
      memoryStore,
    ),
  });
  expect((await send({ accent: "#D0021B" }, context)).status).toBe(303);
  expect((await send({ accent: "#D0021B" }, context)).status).toBe(303);
  const refused = await send({ accent: "#D0021B" }, context);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({
    error: "Too many changes of colour. Please wait a moment.",
  });
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(refused.headers.get("Set-Cookie")).toBeNull();
});

test("the stylesheet paints the kept accent, for this visitor's browser alone", async () => {
  const response = await stylesheetFor("other=1; accent=d0021b.e8505b.e8505b");
  expect(response.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
  expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
  expect(response.headers.get("Vary")).toBe("Cookie");
  const css = await response.text();
  expect(css).toContain("--main-color:#d0021b");
  // The painted forms are worked out again here, not taken from the cookie.
  expect(css).toContain("--accent-on-dark:#e26372");
  expect(css).toContain("--accent-on-light:#d0021b");
  expect(css).not.toContain("e8505b");
  const again = await stylesheetFor(
    "accent=d0021b.e8505b.e8505b",
    response.headers.get("ETag")!,
  );
  expect(again.status).toBe(304);
});

test("without a readable accent the stylesheet is empty, and the page keeps the default", async () => {
  for (const cookie of [
    "",
    "accent=",
    "accent=red",
    "accent=d0021b",
    // The two-part form of an earlier version: the page keeps the starting accent.
    "accent=d0021b.e26372",
    "accent=5dff40.5dff40.5dff40%3B--x%3A1",
    "accent=%3C%2Fstyle%3E",
  ]) {
    expect(await (await stylesheetFor(cookie)).text(), cookie).toBe("");
  }
});

test("a chosen scheme is kept in a cookie of its own, and the visitor goes back", async () => {
  for (const scheme of ["system", "light", "dark"]) {
    const response = await send({ scheme, redirectTo: "/about" });
    expect(response.status, scheme).toBe(303);
    expect(response.headers.get("Location")).toBe("/about");
    expect(response.headers.get("Set-Cookie")).toBe(
      `scheme=${scheme}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
  }
  for (const scheme of ["", "Light", "sepia", "light;x"]) {
    const response = await send({ scheme, redirectTo: "/about" });
    expect(response.status, scheme).toBe(400);
    expect(await response.json(), scheme).toEqual({
      error: "The scheme must be system, light or dark.",
    });
    expect(response.headers.get("Set-Cookie"), scheme).toBeNull();
  }
});

test("the stylesheet paints the kept scheme after the page's own rules, the system's when asked", async () => {
  const light = await (await stylesheetFor("scheme=light")).text();
  expect(light).toMatch(/^:root\{--page-bg:#f5f5f3;.*;color-scheme:light\}\n$/);
  const dark = await (await stylesheetFor("scheme=dark")).text();
  expect(dark).toMatch(/^:root\{--page-bg:#1d1d1d;.*;color-scheme:dark\}\n$/);
  const system = await (
    await stylesheetFor("scheme=system; accent=d0021b.x.y")
  ).text();
  expect(system).toMatch(
    /^:root\{--page-bg:#1d1d1d;.*\}@media \(prefers-color-scheme:light\)\{:root\{--page-bg:#f5f5f3;.*\}\}\n$/,
  );
  expect(await (await stylesheetFor("scheme=sepia")).text()).toBe("");
});
