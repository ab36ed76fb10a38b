// Requests exactly as written, headers and all, from a chosen loopback address: what a hostile
// client or a second visitor sends, which a browser or fetch would not.
import { request as httpRequest } from "node:http";
import type { Agent, IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { connect } from "node:net";

export type RawAnswer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
};

export function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
    from,
    agent,
    bodyAfter,
    headersTaken,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** The headers go at once, the body only once this settles: a request held in flight. */
    bodyAfter?: Promise<unknown>;
    /**
     * Called once the server has read the headers, before the body goes: they ask it to say so
     * ("Expect: 100-continue"), so a test knows its request is in flight without guessing how
     * long a busy machine takes to get it there.
     */
    headersTaken?: () => void;
    /** The loopback address the request comes from (127.0.0.1 unless told). */
    from?: string;
    agent?: Agent;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const request = target.protocol === "https:" ? httpsRequest : httpRequest;
    const outgoing = request(
      {
        // The tests' TLS proxy has a throwaway self-signed certificate.
        rejectUnauthorized: false,
        host: target.hostname,
        port: target.port,
        // The path as given: new URL() would repair "/%zz" and dot segments.
        path: url.slice(target.origin.length),
        method,
        headers: {
          ...(body === undefined
            ? {}
            : { "Content-Length": String(Buffer.byteLength(body)) }),
          ...(headersTaken && { Expect: "100-continue" }),
          ...headers,
        },
        localAddress: from,
        agent,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
          }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    if (headersTaken) outgoing.once("continue", headersTaken);
    if (!bodyAfter) return void outgoing.end(body);
    outgoing.flushHeaders();
    void bodyAfter.finally(() => outgoing.end(body));
  });
}

/** A url-encoded form body. */
export function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/**
 * A request's bytes exactly as written (two Host headers, a target in absolute form), and the
 * answer's status line, headers and body as read, to the connection's end: the request should
 * ask for `Connection: close`. The socket is left open meanwhile, as a client waiting for its
 * answer leaves it; one that ends its side has gone, for the router, which stops answering.
 */
export function rawExchange(origin: string, text: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(Number(port), hostname, () => socket.write(text));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}
