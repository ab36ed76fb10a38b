/** A page's share card: the picture a link preview shows, and what it shows in words. */
export type ShareCard = { src: string; alt: string };

/** The size link previews ask for (1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * Where the build writes the cards: inside public/build, the folder of fingerprinted files the
 * server lets browsers keep for a year (a card's name changes with its content).
 */
export const SHARE_CARD_DIRECTORY = "build/share-cards";

/** Which card belongs to which page (path → ShareCard), written by the build. */
export const SHARE_CARD_MANIFEST = "build/share-cards.json";
