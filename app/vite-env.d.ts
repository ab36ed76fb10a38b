/// <reference types="vite/client" />

// Set by `npm run export` for the build of a static host (app/routes/contact/static-contact.ts).
interface ImportMetaEnv {
  readonly VITE_BROWSER_EMAIL_SERVICE?: string;
}

/** When the build ran, as an ISO 8601 moment (vite.config.ts). */
declare const __BUILT_AT__: string;
