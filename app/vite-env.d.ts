/// <reference types="vite/client" />

// Set by `npm run export` for the build of a static host (app/routes/contact/static-contact.ts).
interface ImportMetaEnv {
  readonly VITE_BROWSER_EMAIL_SERVICE?: string;
}
