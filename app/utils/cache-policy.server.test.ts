// @vitest-environment node
import { applyCachePolicy } from "./cache-policy.server";

function policyFor(init: RequestInit & { cookie?: string }, status = 200) {
  const headers = new Headers();
  const request = new Request("http://localhost/about", {
    ...init,
    headers: init.cookie ? { Cookie: init.cookie } : {},
  });
  applyCachePolicy(request, status, headers);
  return {
    cacheControl: headers.get("Cache-Control"),
    vary: headers.get("Vary"),
  };
}

test("a page every visitor sees alike may be kept by a shared cache", () => {
  expect(policyFor({})).toEqual({
    cacheControl: "public, max-age=0, s-maxage=300",
    vary: "Cookie",
  });
  expect(policyFor({ cookie: "other=1" }).cacheControl).toMatch(/^public/);
});

test("a page in the visitor's own accent is kept only by their browser", () => {
  expect(policyFor({ cookie: "accent=d0021b" })).toEqual({
    cacheControl: "private, no-cache",
    vary: "Cookie",
  });
  expect(policyFor({ cookie: "a=1; accent=x" }).cacheControl).toBe(
    "private, no-cache",
  );
});

test("the answer to a form is never stored", () => {
  expect(policyFor({ method: "POST", body: "x=1" }).cacheControl).toBe(
    "no-store",
  );
});

test("an error page is not shared", () => {
  expect(policyFor({}, 404).cacheControl).toBe("private, no-cache");
});
