import type { ReactNode } from "react";
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
} from "react";

import { postAccent, saveOneAtATime } from "~/utils/accent-saves";
import { normalizeHex } from "~/utils/color";

type AccentContextValue = {
  /** The accent the page shows now: a preview, a choice being saved, or the saved one. */
  accent: string;
  /** Shows a colour at once without saving it (while the visitor drags), or stops showing it. */
  preview: (accent: string | null) => void;
  /** Makes a colour the visitor's accent: shown at once, saved in a cookie in the background. */
  choose: (accent: string) => void;
};

const AccentContext = createContext<AccentContextValue | null>(null);

type AccentProviderProps = {
  /** The accent the server rendered the page with, from the visitor's cookie. */
  saved: string;
  children: (accent: string) => ReactNode;
};

/**
 * Holds the accent for the whole document. A choice is shown at once and saved in a cookie in
 * the background (decision 016); the root loader reads the cookie, so every page the server
 * sends starts from it.
 */
export function AccentProvider({ saved, children }: AccentProviderProps) {
  const [previewed, setPreviewed] = useState<string | null>(null);
  // The latest choice made on this page: shown for the rest of the visit, saved or not.
  const [chosen, setChosen] = useState<string | null>(null);
  const accent = previewed ?? chosen ?? saved;

  // One queue of saves for the document's lifetime.
  const [save] = useState(() => saveOneAtATime(postAccent));
  const choose = useCallback(
    (next: string) => {
      const hex = normalizeHex(next) ?? next;
      setPreviewed(null);
      setChosen(hex);
      save(hex);
    },
    [save],
  );
  const value = useMemo(
    () => ({ accent, preview: setPreviewed, choose }),
    [accent, choose],
  );

  return (
    <AccentContext.Provider value={value}>
      {children(accent)}
    </AccentContext.Provider>
  );
}

export function useAccent(): AccentContextValue {
  const value = useContext(AccentContext);
  if (!value) throw new Error("useAccent needs an AccentProvider above it");
  return value;
}
