// Whether this build is the site exported for a static host (npm run export builds it in the
// "static" mode). There no server answers a form: the colours are kept by the browser alone, and
// the contact form sends as the owner chose in app/content/contact.ts.
export const STATIC_SITE: boolean = import.meta.env?.MODE === "static";
