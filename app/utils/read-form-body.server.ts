// Reads a form submission without trusting it: a body of the wrong type or shape is a 400, one
// larger than any real message a 413. Neither ever becomes a 500.

/**
 * The largest form body the site reads (larger ones the server refuses before any route): just
 * over the longest valid message, all four-byte characters percent-encoded, about 63.8 KB.
 */
export const MAX_FORM_BYTES = 64 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type FormBody =
  { ok: true; formData: FormData } | { ok: false; status: 400 | 413 };

export async function readFormBody(request: Request): Promise<FormBody> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim();
  if (!FORM_TYPES.includes(type?.toLowerCase() ?? ""))
    return { ok: false, status: 400 };
  if (Number(request.headers.get("content-length")) > MAX_FORM_BYTES)
    return { ok: false, status: 413 };
  try {
    return { ok: true, formData: await request.formData() };
  } catch {
    return { ok: false, status: 400 };
  }
}
