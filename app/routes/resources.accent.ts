import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";

import { rememberAccent } from "~/utils/accent-cookie.server";
import { ACCENT_FIELD, REDIRECT_FIELD } from "~/utils/accent-form";
import { normalizeHex } from "~/utils/color";
import { readFormBody } from "~/utils/read-form-body.server";
import { safeRedirectPath } from "~/utils/safe-redirect";

/**
 * Saves the visitor's accent colour. The switcher posts here in the background; a
 * plain form (no JavaScript) also sends the page it came from and is sent back there.
 */
export async function action({ request }: ActionFunctionArgs) {
  const body = await readFormBody(request);
  if (!body.ok)
    return json(
      { error: "Send the accent as a form." },
      { status: body.status },
    );
  const form = body.formData;

  const accent = normalizeHex(String(form.get(ACCENT_FIELD) ?? ""));
  if (!accent) {
    return json({ error: "The accent must be a hex colour." }, { status: 400 });
  }

  const headers = { "Set-Cookie": rememberAccent(accent) };
  const back = form.has(REDIRECT_FIELD)
    ? (safeRedirectPath(form.get(REDIRECT_FIELD)) ?? "/")
    : null;
  if (back) return redirect(back, { status: 303, headers });
  return json({ accent }, { headers });
}
