import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { RequestHandler } from "express";

import { preferredEncoding } from "./content-encoding";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

type Asset = { type: string; br: Buffer; gzip: Buffer };

/**
 * Serves the fingerprinted build files that the build compressed ahead of time (x.js.br and
 * x.js.gz beside x.js), from memory: they never change while the server runs. A client that
 * takes neither encoding, or a file without them, falls through to the plain static files.
 */
export function compressedAssets(
  buildDir: string,
  urlPrefix: string,
): RequestHandler {
  const assets = new Map<string, Asset>();
  const files = readdirSync(buildDir, { recursive: true, withFileTypes: true });
  for (const file of files) {
    const type = TYPES[path.extname(file.name)];
    if (!file.isFile() || !type) continue;
    const full = path.join(file.parentPath, file.name);
    try {
      const br = readFileSync(`${full}.br`);
      const gzip = readFileSync(`${full}.gz`);
      const url = `${urlPrefix}/${path.relative(buildDir, full).split(path.sep).join("/")}`;
      assets.set(url, { type, br, gzip });
    } catch {
      // Not compressed at build time: the plain file is served as it is.
    }
  }

  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const asset = assets.get(request.path);
    if (!asset) return next();
    const encoding = preferredEncoding(request.get("Accept-Encoding"));
    if (encoding === "identity") return next();
    const body = asset[encoding];
    response.setHeader("Content-Type", asset.type);
    response.setHeader("Content-Encoding", encoding);
    response.setHeader("Content-Length", body.length);
    response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    response.setHeader("Vary", "Accept-Encoding");
    response.end(request.method === "HEAD" ? undefined : body);
  };
}
