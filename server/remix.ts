import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { createRequestHandler } from "@remix-run/node";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import type { Request, RequestHandler, Response } from "express";

/**
 * The one way into Remix: the page cache renders through `render` and every other request
 * through `handler`, both with the request as it arrived (its URL from the checked Host header
 * and the protocol Express worked out, its headers, its abort signal) and the same load context.
 */
export function remix(
  build: ServerBuild,
  mode: string,
  loadContext: (request: Request) => AppLoadContext,
) {
  const handle = createRequestHandler(build, mode);
  const render = (request: Request, response: Response) =>
    handle(
      createRequest(request, response, { protocol: `${request.protocol}:` }),
      loadContext(request),
    );
  const handler: RequestHandler = async (request, response, next) => {
    try {
      await sendResponse(response, await render(request, response));
    } catch (error) {
      next(error);
    }
  };
  return { render, handler };
}
