import { useEffect, useState } from "react";

import { loadLater } from "~/utils/load-later";

type PickerModule = typeof import("./accent-picker");

type AccentPickerSlotProps = {
  /** The picker's script is fetched the first time this is true (the panel opens). */
  active: boolean;
  color: string;
  onPreview: (color: string) => void;
  onComplete: (color: string) => void;
};

/**
 * Where the full picker appears. Its script is not part of any page's first load: it is
 * fetched when the panel is first opened, and if it cannot be, the swatches still work.
 */
export function AccentPickerSlot({
  active,
  ...pickerProps
}: AccentPickerSlotProps) {
  const [picker, setPicker] = useState<PickerModule | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!active || picker || failed) return;
    let cancelled = false;
    loadLater(() => import("./accent-picker")).then(
      (module) => {
        if (!cancelled) setPicker(module);
      },
      (error: unknown) => {
        console.warn("The colour picker could not be loaded.", error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [active, picker, failed]);

  if (failed) return null;
  if (!picker) return <div className="accent-picker accent-picker-loading" />;
  return <picker.AccentPicker {...pickerProps} />;
}
