import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";

import { ACCENT_ACTION, ACCENT_FIELD } from "~/utils/accent-form";
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

/** Fetchers outlive the component that started them, so the save is found by this key. */
const SAVE_FETCHER_KEY = "accent";

type AccentProviderProps = {
  /** The accent the server rendered the page with, from the visitor's cookie. */
  saved: string;
  children: (accent: string) => ReactNode;
};

/**
 * Holds the accent for the whole document. A choice is shown at once and saved in a cookie in
 * the background; the root loader reads the cookie back, so every page load starts from it.
 *
 * One save is sent at a time, and a choice made meanwhile waits for it. A newer save does not
 * stop an older one that has reached the server, and on a slow link their answers (each setting
 * the cookie) can arrive in either order: sent one after the other, the last choice is the one
 * kept.
 */
export function AccentProvider({ saved, children }: AccentProviderProps) {
  const fetcher = useFetcher({ key: SAVE_FETCHER_KEY });
  const [previewed, setPreviewed] = useState<string | null>(null);
  // The latest choice made on this page: once saved, the same as the loader's.
  const [chosen, setChosen] = useState<string | null>(null);
  const accent = previewed ?? chosen ?? saved;

  // The save sent last, and the fetcher's answer before it. The fetcher's state reaches the page
  // in a transition, so a render can still say "idle" just after a save was sent: a save is
  // under way until a new answer is in.
  const lastSent = useRef<{ accent: string; answerBefore: unknown } | null>(
    null,
  );
  const { state, data, submit } = fetcher;
  useEffect(() => {
    const last = lastSent.current;
    const underWay =
      last !== null && (state !== "idle" || data === last.answerBefore);
    // A choice sent last is saved (or, when the connection failed, stays shown for this visit).
    if (underWay || chosen === null || chosen === last?.accent) return;
    lastSent.current = { accent: chosen, answerBefore: data };
    submit(
      { [ACCENT_FIELD]: chosen },
      { method: "post", action: ACCENT_ACTION },
    );
  }, [state, data, chosen, submit]);

  const choose = useCallback((next: string) => {
    setPreviewed(null);
    setChosen(normalizeHex(next) ?? next);
  }, []);
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
