import { createHash } from "node:crypto";

import { redirect } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";

import { accentRule } from "~/colors/color";
import { schemeRule } from "~/colors/color-scheme";
import { readFormBody } from "~/utils/read-form-body.server";

import {
  ACCENT_FIELD,
  REDIRECT_FIELD,
  accentCookie,
  accentFromCookie,
} from "~/colors/accent-cookie";
import { safeRedirectPath } from "~/colors/safe-redirect";
import {
  SCHEME_FIELD,
  schemeCookie,
  schemeFromCookie,
} from "~/colors/scheme-cookie";
import { siteContext } from "~/load-context";
import { DEFAULT_LANGUAGE } from "~/words/language";
import { wordsIn } from "~/words/wording";

/**
 * The kept accent and scheme as a stylesheet, which pages link inside <noscript>, after their own
 * rules. It depends on the cookies, so only the visitor's browser keeps it, asking each time
 * whether it changed.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const cookies = request.headers.get("Cookie");
  const accent = accentFromCookie(cookies);
  const scheme = schemeFromCookie(cookies);
  const css = [accent && accentRule(accent), scheme && schemeRule(scheme)]
    .filter(Boolean)
    .map((rule) => `${rule}\n`)
    .join("");
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

/**
 * Keeps an accent or a scheme chosen without JavaScript, and sends the visitor back to their page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { accentLimit, clientKey, env } = context.get(siteContext);
  // One address takes the colours from every page: its answers are in the default language.
  const { errors } = wordsIn(DEFAULT_LANGUAGE).words.colors;
  const limit = await accentLimit.consume(clientKey);
  if (!limit.allowed)
    return Response.json(
      { error: errors.tooMany },
      {
        status: 429,
        headers: { "Retry-After": String(limit.retryAfterSeconds) },
      },
    );
  const body = await readFormBody(request);
  if (!body.ok)
    return Response.json({ error: errors.notAForm }, { status: body.status });
  const form = body.formData;
  const secure = env.servedOverHttps;
  const [cookie, error] = form.has(SCHEME_FIELD)
    ? [schemeCookie(form.get(SCHEME_FIELD), { secure }), errors.scheme]
    : [
        accentCookie(String(form.get(ACCENT_FIELD) ?? ""), { secure }),
        errors.accent,
      ];
  if (!cookie) return Response.json({ error }, { status: 400 });
  const back = safeRedirectPath(form.get(REDIRECT_FIELD)) ?? "/";
  return redirect(back, { status: 303, headers: { "Set-Cookie": cookie } });
}
