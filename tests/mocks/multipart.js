// @ts-check
// A small multipart/form-data reader for the email-service double. It is written here rather
// than borrowed from the HTTP client under test, so the double sees the bytes exactly as sent.

/**
 * @typedef {object} FormPart
 * @property {string} name
 * @property {string} value the part's content, read as UTF-8
 * @property {string} [filename]
 * @property {string} [contentType]
 */

/**
 * Splits a multipart/form-data body into its parts, in order.
 * @param {Buffer} body
 * @param {string} contentType the request's Content-Type header, which names the boundary
 * @returns {FormPart[]}
 */
export function parseMultipart(body, contentType) {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !boundary)
    throw new Error("not a multipart/form-data body with a boundary");

  const delimiter = Buffer.from(`--${boundary}`);
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`);
  /** @type {FormPart[]} */
  const parts = [];
  let position = body.indexOf(delimiter);
  if (position < 0) throw new Error("no opening boundary");
  position += delimiter.length;

  for (;;) {
    const after = body.subarray(position, position + 2).toString("latin1");
    if (after === "--") return parts;
    if (after !== "\r\n")
      throw new Error("a boundary is not followed by a line break");
    const end = body.indexOf(nextDelimiter, position);
    if (end < 0) throw new Error("a part has no closing boundary");
    parts.push(parsePart(body.subarray(position + 2, end)));
    position = end + nextDelimiter.length;
  }
}

/** @param {Buffer} raw */
function parsePart(raw) {
  const headerEnd = raw.indexOf("\r\n\r\n");
  if (headerEnd < 0) throw new Error("a part has no header block");
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of raw
    .subarray(0, headerEnd)
    .toString("utf8")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line
        .slice(colon + 1)
        .trim();
  }
  const disposition = headers["content-disposition"] ?? "";
  const name = /;\s*name="([^"]*)"/i.exec(disposition)?.[1];
  if (!/^form-data\s*;/i.test(disposition) || name === undefined)
    throw new Error("a part has no form-data name");
  /** @type {FormPart} */
  const part = { name, value: raw.subarray(headerEnd + 4).toString("utf8") };
  const filename = /;\s*filename="([^"]*)"/i.exec(disposition)?.[1];
  if (filename !== undefined) part.filename = filename;
  if (headers["content-type"]) part.contentType = headers["content-type"];
  return part;
}
