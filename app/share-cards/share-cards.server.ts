import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import type { ShareCard } from "~/utils/share-card";
import { SHARE_CARD_MANIFEST } from "~/utils/share-card";

/** The share cards the build drew, by page path; without a build, none rather than missing ones. */
export const shareCards: Record<string, ShareCard> = readShareCards(
  path.resolve(SHARE_CARD_MANIFEST),
  path.resolve("public"),
);

export function readShareCards(
  manifestFile: string,
  publicDir: string,
): Record<string, ShareCard> {
  if (!existsSync(manifestFile)) return {};
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<
    string,
    ShareCard
  >;
  return Object.fromEntries(
    Object.entries(manifest).filter(([, card]) =>
      existsSync(path.join(publicDir, card.src)),
    ),
  );
}
