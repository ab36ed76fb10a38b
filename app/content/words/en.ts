import type { Words } from "~/words/words";

// What the site itself says in English: its menu, headings, buttons, alerts and the sentences
// around your content. A sentence keeps each {place} its value goes in; a plural has a sentence
// for each plural form ("one", "other"). To write the site in another language, copy this file
// to words/<code>.ts, write its words, and add it in languages.ts.
export const words = {
  locale: "en-GB",
  site: {
    skipToContent: "Skip to content",
    menu: "Main",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    home: "{name}, home",
    footer: "© {year} {name}",
  },
  notFound: {
    heading: "Page Not Found",
    lead: "Sorry, there is nothing at this address.",
    back: "Back to the home page",
  },
  failure: {
    heading: "Something went wrong",
    text: "Sorry, this page could not be shown. Please try again in a moment.",
  },
} satisfies Words;
