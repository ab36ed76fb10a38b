// What the server hands every loader and action besides the request.
import type { AppLoadContext } from "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The visitor's address: the socket's, or the proxy's report of it when TRUST_PROXY is set. */
    clientAddress: string;
  }
}

export type { AppLoadContext };
