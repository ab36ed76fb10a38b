// Reads a form submission without trusting it: a body of another type is a 415, one that does not
// read as a form or whose text is not UTF-8 a 400, one larger than any real message a 413. None
// ever becomes a 500, and no text is ever changed on the way in.

/**
 * The largest form body the site reads (larger ones the server refuses before any route): just
 * over the longest valid message, all four-byte characters percent-encoded, about 63.8 KB.
 */
export const MAX_FORM_BYTES = 64 * 1024;

/** The types a form's body comes in, as a browser sends them. */
export const FORM_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
];

export type FormBody =
  { ok: true; formData: FormData } | { ok: false; status: 400 | 413 | 415 };

// A browser sends a UTF-8 page's form in UTF-8. Bytes that are not would be read as U+FFFD, a
// text the visitor never typed: refused rather than kept changed.
const utf8 = new TextDecoder("utf-8", { fatal: true });

export async function readFormBody(request: Request): Promise<FormBody> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return { ok: false, status: 415 };
  if (Number(request.headers.get("content-length")) > MAX_FORM_BYTES)
    return { ok: false, status: 413 };
  try {
    const bytes = await request.arrayBuffer();
    const text = utf8.decode(bytes);
    const formData =
      type === FORM_TYPES[0]
        ? urlEncodedForm(text)
        : await new Response(bytes, {
            headers: { "Content-Type": contentType },
          }).formData();
    return { ok: true, formData };
  } catch {
    return { ok: false, status: 400 };
  }
}

/**
 * The fields of a URL-encoded body, as the URL standard reads them, except that an escape that
 * is not UTF-8 (`%FF`) or not an escape at all (`%zz`), which a browser never sends, throws
 * instead of being read as something else. (An empty pair, `a=1&&b=2`, is a field with no name,
 * which no one reads.)
 */
function urlEncodedForm(text: string) {
  const formData = new FormData();
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
  for (const pair of text.split("&")) {
    const equals = pair.indexOf("=");
    const [name, value] =
      equals === -1
        ? [pair, ""]
        : [pair.slice(0, equals), pair.slice(equals + 1)];
    formData.append(decode(name), decode(value));
  }
  return formData;
}
