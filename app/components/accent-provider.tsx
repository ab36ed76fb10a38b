import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
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
 * Holds the accent for the whole document. While a choice is being saved, the page already
 * shows it (from the fetcher's form data); once saved, the root loader reads it back from the
 * cookie, so there is never a second copy of the accent to keep in step.
 */
export function AccentProvider({ saved, children }: AccentProviderProps) {
  const fetcher = useFetcher({ key: SAVE_FETCHER_KEY });
  const [previewed, setPreviewed] = useState<string | null>(null);
  const saving = normalizeHex(
    String(fetcher.formData?.get(ACCENT_FIELD) ?? ""),
  );
  const accent = previewed ?? saving ?? saved;

  const { submit } = fetcher;
  const choose = useCallback(
    (next: string) => {
      setPreviewed(null);
      submit(
        { [ACCENT_FIELD]: next },
        { method: "post", action: ACCENT_ACTION },
      );
    },
    [submit],
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
