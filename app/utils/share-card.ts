/** A page's share card: the picture a link preview shows, and what it shows in words. */
export type ShareCard = { src: string; alt: string };

/** The size link previews ask for (1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Where the build draws the cards, in public/; a card's name changes with its picture. */
export const SHARE_CARD_DIRECTORY = "share-cards";

/** Which card belongs to which page (path → ShareCard), written by the build. */
export const SHARE_CARD_MANIFEST = "build/share-cards.json";
