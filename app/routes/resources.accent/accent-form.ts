// The accent's route. The form that keeps an accent without JavaScript posts to it; the pages link
// it, inside <noscript>, as the stylesheet that paints the kept accent.

export const ACCENT_ROUTE = "/resources/accent";
export const ACCENT_FIELD = "accent";
/** The page to return to once the accent is kept. */
export const REDIRECT_FIELD = "redirectTo";
