/**
 * The smallest encoding the client takes: Brotli, then gzip, then none. (Browsers list gzip
 * first with the same weight, so the client's order is not a preference.)
 */
export function preferredEncoding(
  header: string | undefined,
): "br" | "gzip" | "identity" {
  // What browsers send, without weights: no need to parse it.
  if (header && !header.includes(";") && !header.includes("*")) {
    const tokens = header.toLowerCase().split(/\s*,\s*/);
    if (tokens.includes("br")) return "br";
    if (tokens.includes("gzip")) return "gzip";
    return "identity";
  }
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(token, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (token: string) =>
    (weights.get(token) ?? weights.get("*") ?? 0) > 0;
  if (accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}
