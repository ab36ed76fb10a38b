// Reads a form submission without trusting it: a body of the wrong type or shape is a 400, one
// larger than any real message a 413. Neither ever becomes a 500.

/**
 * The largest form body the site reads. The longest valid contact message, every character a
 * four-byte one and percent-encoded (twelve bytes each), comes to about 63.8 KB: just under it.
 * The production server refuses larger bodies before they reach a route.
 */
export const MAX_FORM_BYTES = 64 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type FormBody =
  { ok: true; formData: FormData } | { ok: false; status: 400 | 413 };

export async function readFormBody(
  request: Request,
  maxBytes = MAX_FORM_BYTES,
): Promise<FormBody> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return { ok: false, status: 400 };
  if (Number(request.headers.get("content-length")) > maxBytes)
    return { ok: false, status: 413 };

  const bytes = await readAtMost(request, maxBytes);
  if (bytes === "too large") return { ok: false, status: 413 };
  if (bytes === "unreadable") return { ok: false, status: 400 };
  try {
    const copy = new Request(request.url, {
      method: "POST",
      headers: { "content-type": contentType },
      body: bytes,
    });
    return { ok: true, formData: await copy.formData() };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** The body's bytes, stopping as soon as it passes the limit (the length header can lie). */
async function readAtMost(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | "too large" | "unreadable"> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return "too large";
      }
      chunks.push(value);
    }
  } catch {
    return "unreadable";
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
