// @vitest-environment node
import { testLoadContext } from "../../tests/support/load-context";

import { DEFAULT_ACCENT } from "~/utils/accent";
import { readAccent } from "~/utils/accent-cookie.server";

import { action } from "./resources.accent";

function post(fields: Record<string, string>) {
  return new Request("http://localhost/resources/accent", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

async function send(fields: Record<string, string>) {
  return (await action({
    request: post(fields),
    params: {},
    context: testLoadContext(),
  })) as Response;
}

/** The accent a later request would carry, given the cookie this response set. */
async function accentAfter(response: Response) {
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  return readAccent(
    new Request("http://localhost/", { headers: { Cookie: cookie } }),
  );
}

test("a valid hex accent is remembered in a cookie, normalised", async () => {
  const response = await send({ accent: "#F8E71C" });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ accent: "#f8e71c" });
  const cookie = response.headers.get("Set-Cookie")!;
  expect(cookie).toMatch(/^accent=f8e71c;/);
  expect(cookie).toMatch(/Path=\//);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/SameSite=Lax/);
  expect(cookie).toMatch(/Max-Age=31536000/);
  expect(await accentAfter(response)).toBe("#f8e71c");
});

test("a translucent accent keeps its alpha", async () => {
  expect(await accentAfter(await send({ accent: "#4a90e280" }))).toBe(
    "#4a90e280",
  );
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
    expect(response.headers.get("Set-Cookie"), accent).toBeNull();
  }
  const missing = await send({});
  expect(missing.status).toBe(400);
});

test("a body that is not a form is refused with 400", async () => {
  const request = new Request("http://localhost/resources/accent", {
    method: "POST",
    headers: { "Content-Type": "multipart/form-data; boundary=nothing" },
    body: "this is not multipart",
  });
  const response = (await action({
    request,
    params: {},
    context: testLoadContext(),
  })) as Response;
  expect(response.status).toBe(400);
});

test("without JavaScript the visitor is sent back to the page they came from", async () => {
  const response = await send({
    accent: "#D0021B",
    redirectTo: "/portfolio?filter=2",
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/portfolio?filter=2");
  expect(await accentAfter(response)).toBe("#d0021b");
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

test("a tampered or missing cookie reads as the default accent", () => {
  const read = (cookie: string) =>
    readAccent(
      new Request("http://localhost/", { headers: { Cookie: cookie } }),
    );
  expect(read("")).toBe(DEFAULT_ACCENT);
  expect(read("other=1")).toBe(DEFAULT_ACCENT);
  expect(read("accent=")).toBe(DEFAULT_ACCENT);
  expect(read("accent=red")).toBe(DEFAULT_ACCENT);
  expect(read("accent=5dff40%3B--x%3A1")).toBe(DEFAULT_ACCENT);
  expect(read("accent=%3C%2Fstyle%3E")).toBe(DEFAULT_ACCENT);
  expect(read("a=1; accent=D0021B")).toBe("#d0021b");
});
