import type { RequestHandler } from "express";

import { MAX_FORM_BYTES } from "../app/utils/read-form-body.server";

/** The largest request body the site accepts: that of its forms, the only bodies it reads. */
export const MAX_BODY_BYTES = MAX_FORM_BYTES;

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Turns away what no page of the site can use before any work is done on it: other methods
 * (405), bodies without a declared length (411) and bodies over the limit (413). Node itself
 * refuses a body longer than its declared length.
 */
export function requestLimits(): RequestHandler {
  return (request, response, next) => {
    if (!ALLOWED_METHODS.has(request.method)) {
      response.set("Allow", [...ALLOWED_METHODS].join(", "));
      return refuse(response, 405, "This method is not allowed here.");
    }
    if (request.method !== "POST") return next();
    const length = request.get("Content-Length");
    if (length === undefined) {
      return refuse(response, 411, "Send the length of the request body.");
    }
    if (Number(length) > MAX_BODY_BYTES) {
      // The rest of the body is not read; the connection closes after this answer.
      response.set("Connection", "close");
      return refuse(response, 413, "The request body is too large.");
    }
    next();
  };
}

function refuse(
  response: Parameters<RequestHandler>[1],
  status: number,
  text: string,
) {
  response.status(status).type("text/plain").send(text);
}
