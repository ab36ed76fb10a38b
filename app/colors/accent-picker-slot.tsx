import { useLoadedLater } from "~/utils/load-later";

import type { AccentPicker } from "./accent-picker";

const loadPicker = () => import("./accent-picker");

/**
 * Where the full picker appears. Its script is in no page's first load: it is fetched when the
 * panel is first opened (`active`); if it cannot be, the swatches still work.
 */
export function AccentPickerSlot({
  active,
  ...pickerProps
}: { active: boolean } & Parameters<typeof AccentPicker>[0]) {
  const picker = useLoadedLater(loadPicker, active);
  if (picker === "failed") return null;
  if (picker === "waiting")
    return <div className="accent-picker accent-picker-loading" />;
  return <picker.AccentPicker {...pickerProps} />;
}
