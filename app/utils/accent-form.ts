// The form that saves the accent: the switcher (with or without JavaScript) and the resource
// route that answers it agree on these names.

export const ACCENT_ACTION = "/resources/accent";
export const ACCENT_FIELD = "accent";
/** Sent only by the plain form used without JavaScript: the page to return to. */
export const REDIRECT_FIELD = "redirectTo";
