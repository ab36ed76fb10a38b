import { localOrigin } from "./self-check.server";

test("checks over loopback when the server listens on every address", () => {
  expect(localOrigin({})).toBe("http://127.0.0.1:3000");
  expect(localOrigin({ HOST: "0.0.0.0", PORT: "8080" })).toBe(
    "http://127.0.0.1:8080",
  );
  expect(localOrigin({ HOST: "::" })).toBe("http://127.0.0.1:3000");
});

test("checks the one address the server was told to listen on", () => {
  expect(localOrigin({ HOST: "127.0.0.1", PORT: "3500" })).toBe(
    "http://127.0.0.1:3500",
  );
  expect(localOrigin({ HOST: "::1" })).toBe("http://[::1]:3000");
});
