import { createHash } from "node:crypto";

import { redirect } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";

import { accentRule } from "~/colors/color";
import { schemeRule } from "~/colors/color-scheme";
import { readFormBody } from "~/utils/read-form-body.server";

import {
  REDIRECT_FIELD,
  choiceCookie,
  choiceFromCookie,
} from "~/colors/choice-cookie";
import { safeRedirectPath } from "~/colors/safe-redirect";
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
  const accent = choiceFromCookie("accent", cookies);
  const scheme = choiceFromCookie("scheme", cookies);
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
  // A form keeps one choice: the scheme's if it names one, else the accent's.
  const choice = form.has("scheme") ? "scheme" : "accent";
  const cookie = choiceCookie(choice, form.get(choice), {
    secure: env.servedOverHttps,
  });
  if (!cookie) return Response.json({ error: errors[choice] }, { status: 400 });
  const back = safeRedirectPath(form.get(REDIRECT_FIELD)) ?? "/";
  return redirect(back, { status: 303, headers: { "Set-Cookie": cookie } });
}
