// The colours on show for the parts of a page that React draws in the browser (the picker, the
// particles): read where the page paints them (shown-colors.ts), and drawn again when they change.
import { useSyncExternalStore } from "react";

import {
  paintedAccent,
  shownChoice,
  shownScheme,
  subscribeToColors,
} from "./shown-colors";

const shownAccent = () => shownChoice("accent");

/** The accent on show, as chosen. */
export const useShownAccent = () =>
  useSyncExternalStore(subscribeToColors, shownAccent);

/** The colour accent marks are painted in now, on the scheme shown. */
export const usePaintedAccent = () =>
  useSyncExternalStore(subscribeToColors, paintedAccent);

/** The scheme painted now. */
export const useShownScheme = () =>
  useSyncExternalStore(subscribeToColors, shownScheme);
