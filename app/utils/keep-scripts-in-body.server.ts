import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const CLOSING_TAGS = "</body></html>";

/**
 * React streams the script tags that hand loader data to the browser after the document's
 * closing tags, which makes the HTML invalid ("stray start tag script"). This transform holds
 * the closing tags back and writes them at the very end, so those scripts land inside <body>.
 * Browsers run them the same either way.
 */
export function keepScriptsInBody(): Transform {
  const decoder = new StringDecoder("utf8");
  let held = "";
  let sawClosingTags = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      // Keep a tail long enough to catch closing tags split across two chunks.
      const text =
        held + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const withoutClosing = sawClosingTags
        ? text
        : text.replace(CLOSING_TAGS, "");
      sawClosingTags ||= withoutClosing !== text;
      const keep = withoutClosing.length - (CLOSING_TAGS.length - 1);
      if (keep <= 0) {
        held = withoutClosing;
        return callback();
      }
      held = withoutClosing.slice(keep);
      callback(null, withoutClosing.slice(0, keep));
    },
    flush(callback) {
      callback(
        null,
        held + decoder.end() + (sawClosingTags ? CLOSING_TAGS : ""),
      );
    },
  });
}
