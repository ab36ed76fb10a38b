import { preferredEncoding } from "./content-encoding";

test("Brotli is preferred whenever the client takes it, then gzip", () => {
  expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
  expect(preferredEncoding("deflate")).toBe("identity");
  expect(preferredEncoding(undefined)).toBe("identity");
  expect(preferredEncoding("*")).toBe("br");
  expect(preferredEncoding("GZIP;q=0.5")).toBe("gzip");
});
