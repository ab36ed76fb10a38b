import { networkOf } from "./network-of";

test("a link's network is read from its address, its subdomains included", () => {
  expect(networkOf({ url: "https://github.com/me" })).toBe("github");
  expect(networkOf({ url: "https://www.linkedin.com/in/me" })).toBe("linkedin");
  expect(networkOf({ url: "https://twitter.com/me" })).toBe("x");
  expect(networkOf({ url: "https://bsky.app/profile/me.bsky.social" })).toBe(
    "bluesky",
  );
  expect(networkOf({ url: "https://medium.com/@me" })).toBe("medium");
  expect(networkOf({ url: "https://t.me/me" })).toBe("telegram");
});

test("an email address, a profile on any Mastodon server, and anything else", () => {
  expect(networkOf({ url: "mailto:me@example.com" })).toBe("email");
  expect(networkOf({ url: "https://social.example.net/@me" })).toBe("mastodon");
  expect(networkOf({ url: "https://me.example.com/blog" })).toBe("link");
  // Named where the address does not say it.
  expect(networkOf({ url: "https://me.example.com", network: "website" })).toBe(
    "website",
  );
});
