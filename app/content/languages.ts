import { words as en } from "./words/en";

// The languages you write the site in, each by its code ("en", "de", "pt-BR", "ar") with its
// words, the file of words/ named for it. The first is the default. To add one, write its words
// file and import it here as the others are.
export const languages = { en };
