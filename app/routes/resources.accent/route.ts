import { createHash } from "node:crypto";

import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";

import { accentRule } from "~/utils/color";
import { readFormBody } from "~/utils/read-form-body.server";

import {
  ACCENT_FIELD,
  REDIRECT_FIELD,
  accentCookie,
  accentFromCookie,
} from "./accent-cookie";
import { safeRedirectPath } from "./safe-redirect";

/**
 * The kept accent as a stylesheet, which pages link inside <noscript>. It depends on the cookie,
 * so only the visitor's browser keeps it, asking each time whether it changed.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const accent = accentFromCookie(request.headers.get("Cookie"));
  const css = accent ? `${accentRule(accent)}\n` : "";
  const etag = `"${createHash("sha1").update(css).digest("base64url")}"`;
  const headers = {
    "Content-Type": "text/css; charset=utf-8",
    "Cache-Control": "private, no-cache",
    Vary: "Cookie",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag)
    return new Response(null, { status: 304, headers });
  return new Response(css, { headers });
}

/** Keeps an accent chosen without JavaScript, and sends the visitor back to their page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const limit = await context.accentLimit.consume(context.clientKey);
  if (!limit.allowed)
    return json(
      { error: "Too many changes of colour. Please wait a moment." },
      {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      },
    );
  const body = await readFormBody(request);
  if (!body.ok)
    return json(
      { error: "Send the accent as a form." },
      { status: body.status },
    );
  const form = body.formData;
  const cookie = accentCookie(String(form.get(ACCENT_FIELD) ?? ""), {
    secure: context.env.servedOverHttps,
  });
  if (!cookie)
    return json({ error: "The accent must be a hex colour." }, { status: 400 });
  const back = safeRedirectPath(form.get(REDIRECT_FIELD)) ?? "/";
  return redirect(back, { status: 303, headers: { "Set-Cookie": cookie } });
}
