import { ACCENT_ACTION, ACCENT_FIELD } from "./accent-form";

/** Sends one save and says whether the server kept it. Never throws. */
export type SendAccent = (accent: string) => Promise<boolean>;

/**
 * Saves the visitor's accent choices in the background, one request at a time. A choice made
 * while a save is out waits for it, and only the latest waiting choice is sent: each answer sets
 * the cookie, and two requests out at once could be answered in either order, leaving an older
 * colour saved. A save that fails (offline, say) is not retried by itself; choosing again, the
 * same colour included, sends it again.
 */
export function saveOneAtATime(send: SendAccent): (accent: string) => void {
  let waiting: string | null = null;
  let lastKept: string | null = null;
  let sending = false;

  async function sendWaiting() {
    sending = true;
    while (waiting !== null) {
      const accent = waiting;
      waiting = null;
      if (accent !== lastKept && (await send(accent))) lastKept = accent;
    }
    sending = false;
  }

  return (accent) => {
    waiting = accent;
    if (!sending) void sendWaiting();
  };
}

/** Posts the accent to its route as the form without JavaScript would, minus the way back. */
export const postAccent: SendAccent = async (accent) => {
  try {
    const response = await fetch(ACCENT_ACTION, {
      method: "POST",
      body: new URLSearchParams({ [ACCENT_FIELD]: accent }),
    });
    return response.ok;
  } catch {
    return false;
  }
};
