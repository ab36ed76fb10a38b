import { createContext, use } from "react";

import { DEFAULT_LANGUAGE } from "./language";
import type { Wording } from "./wording";
import { wordsIn } from "./wording";

/**
 * The page's wording, which the root provides from the page's language. Without a provider (a
 * component rendered alone, in a test), the default language's.
 */
export const WordsContext = createContext<Wording>(wordsIn(DEFAULT_LANGUAGE));

/** The words of the page's language, and what writes them out. */
export const useWords = () => use(WordsContext);
