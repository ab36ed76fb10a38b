// The full picker, drawn by React into the gear's panel once the visitor first reaches for the
// gear: its script (React and react-colorful) is in no page's first load.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { isLanguage, DEFAULT_LANGUAGE } from "~/words/language";
import { WordsContext } from "~/words/use-words";
import { wordsIn } from "~/words/wording";

import { AccentPicker } from "./accent-picker";
import { choose, show } from "./shown-colors";
import { useShownAccent } from "./use-shown-colors";

// Once, not per render: the picker holds its pending preview and choice for as long as these last.
const preview = (hex: string) => show("accent", hex);
const complete = (hex: string) => choose("accent", hex);

function ShownPicker() {
  return (
    <AccentPicker
      color={useShownAccent()}
      onPreview={preview}
      onComplete={complete}
    />
  );
}

/** Draws the picker in `slot`, labelled in the page's language. */
export function showPicker(slot: HTMLElement) {
  const lang = document.documentElement.lang;
  createRoot(slot).render(
    <StrictMode>
      <WordsContext value={wordsIn(isLanguage(lang) ? lang : DEFAULT_LANGUAGE)}>
        <ShownPicker />
      </WordsContext>
    </StrictMode>,
  );
}
