// @ts-check
// A stand-in for the email service on loopback. It receives the same multipart POST the real
// service does, records it, and answers as it is told, so the real relay code runs in tests and
// a newcomer can send the contact form without an account.
import { createServer } from "node:http";

import { parseMultipart } from "./multipart.js";

const SEND_FORM_PATH = "/api/v1.0/email/send-form";
const IDENTIFIERS = ["lib_version", "service_id", "template_id", "user_id"];
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * @typedef {import("./multipart.js").FormPart} FormPart
 * @typedef {({ kind: "reply", status: number, text: string, chunks?: number, thenHang?: boolean } | { kind: "hang" } | { kind: "reset" } | { kind: "flood" }) & { afterMs?: number }} Answer
 * @typedef {object} Submission
 * @property {string} receivedAt
 * @property {string} contentType
 * @property {FormPart[]} parts every part in the order it arrived
 * @property {Record<string, string>} fields the same, by name
 * @property {string} answer what the double did with it
 * @property {number} [bytesSent] for a flood: how much of it went out before the client hung up
 */

/** How much a flood answer would send if the client read it all. */
export const FLOOD_BYTES = 64 * 1024 * 1024;

const OK = /** @type {Answer} */ ({ kind: "reply", status: 200, text: "OK" });

/**
 * How to answer, from a spec such as "200:OK", "503", "400:Bad template", "hang", "reset" or
 * "flood" (a 500 whose text goes on for FLOOD_BYTES); a reply followed by "in 3 chunks" comes in
 * that many parts, a moment apart, and by "then hang" never ends; and after "after 300ms", that
 * long later. A message chooses its own answer with a marker in any field, "[double:503]" say,
 * so tests running side by side never steer each other's messages; "[double:switch=name]"
 * answers as the switch of that name is set (see setSwitch), so a test can heal a failing
 * service.
 * @param {string} spec
 * @returns {Answer | null}
 */
function parseAnswer(spec) {
  const [, trimmed = "", after] =
    /^\s*(.*?)(?:\s+after\s+(\d+)ms)?\s*$/s.exec(spec) ?? [];
  const afterMs = after ? Number(after) : undefined;
  if (trimmed === "hang" || trimmed === "reset" || trimmed === "flood")
    return { kind: trimmed, afterMs };
  const match =
    /^(\d{3})(?::(.*?))?(?:\s+in\s+(\d+)\s+chunks)?(\s+then\s+hang)?$/s.exec(
      trimmed,
    );
  if (!match) return null;
  const status = Number(match[1]);
  if (status < 200 || status > 599) return null;
  const text =
    match[2] ?? (status === 200 ? "OK" : `The double answered ${status}.`);
  const chunks = match[3] ? Number(match[3]) : undefined;
  return {
    kind: "reply",
    status,
    text,
    chunks,
    thenHang: Boolean(match[4]),
    afterMs,
  };
}

/**
 * @param {FormPart[]} parts
 * @param {Map<string, string>} switches
 */
function markedAnswer(parts, switches) {
  for (const part of parts) {
    const marker = /\[double:([^\]]+)\]/.exec(part.value);
    const spec = marker?.[1];
    if (!spec) continue;
    const name = /^switch=(.+)$/.exec(spec)?.[1];
    return parseAnswer(name ? (switches.get(name) ?? "200") : spec);
  }
  return null;
}

/** @param {Answer} answer */
function describe(answer) {
  return answer.kind === "reply"
    ? `${answer.status} ${JSON.stringify(answer.text)}`
    : answer.kind;
}

/**
 * @param {import("node:http").IncomingMessage} request
 * @returns {Promise<Buffer | null>} null when the body is larger than the double accepts
 */
async function readBody(request) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Writes a reply's text in parts a moment apart, so the client reads each on its own; the answer
 * is left open when told to hang after it.
 * @param {import("node:http").ServerResponse} response
 * @param {{ status: number, text: string, chunks?: number, thenHang?: boolean }} answer
 */
async function replyInParts(response, { status, text, chunks = 1, thenHang }) {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
  const size = Math.ceil(text.length / chunks);
  for (let start = 0; start < text.length; start += size) {
    if (start > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    response.write(text.slice(start, start + size));
  }
  if (!thenHang) response.end();
}

/**
 * Answers 500 with a text that goes on and on, and notes how much of it the client took.
 * @param {import("node:http").ServerResponse} response
 * @param {Submission} submission
 */
async function flood(response, submission) {
  const chunk = Buffer.alloc(64 * 1024, "x");
  response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
  submission.bytesSent = 0;
  while (submission.bytesSent < FLOOD_BYTES && !response.destroyed) {
    const more = response.write(chunk);
    submission.bytesSent += chunk.length;
    if (!more)
      // Whichever comes first; the other's listener goes with it, or one would pile up a wait.
      await new Promise((resolve) => {
        const done = () => {
          response.off("drain", done).off("close", done);
          resolve(undefined);
        };
        response.once("drain", done).once("close", done);
      });
  }
  response.end();
}

/**
 * @param {{ port?: number, host?: string, delayMs?: number, resetsReusedConnections?: boolean, onSubmission?: (submission: Submission) => void }} [options]
 *   port 0 (the default) takes any free port; delayMs holds every answer back that long, as a
 *   distant service would (for measuring what the relay adds to it); resetsReusedConnections
 *   resets a connection sent a second request, as a service does that closes an idle connection
 *   just as a client sends on it
 */
export async function startEmailService(options = {}) {
  const {
    port = 0,
    host = "127.0.0.1",
    delayMs = 0,
    resetsReusedConnections = false,
    onSubmission,
  } = options;
  /** The connections that have carried a request. */
  const used = new WeakSet();
  /** @type {Submission[]} */
  const submissions = [];
  /** @type {Map<string, string>} */
  const switches = new Map();

  // A client that goes away while it sends (a server killed mid-try) ends its request, never the
  // double: the tests after it still need the double there.
  const server = createServer((request, response) => {
    respond(request, response).catch(() => response.destroy());
  });
  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   */
  async function respond(request, response) {
    if (resetsReusedConnections && used.has(request.socket))
      return request.socket.resetAndDestroy();
    used.add(request.socket);
    const path = new URL(request.url ?? "/", "http://double").pathname;
    // The real service lets browsers call it from any page; the SDK test in jsdom needs that.
    response.setHeader("Access-Control-Allow-Origin", "*");
    const send = (
      /** @type {number} */ status,
      /** @type {string} */ text,
      type = "text/plain",
    ) => {
      response.writeHead(status, { "Content-Type": `${type}; charset=utf-8` });
      response.end(text);
    };

    if (request.method === "OPTIONS") return send(204, "");
    if (path === "/" && request.method === "GET")
      return send(
        200,
        `Email-service double. Messages: ${submissions.length}.\n`,
      );
    if (path === "/__submissions" && request.method === "GET")
      return send(200, JSON.stringify(submissions), "application/json");
    const switchName = /^\/__switches\/(.+)$/.exec(path)?.[1];
    if (switchName && request.method === "PUT") {
      const spec = (await readBody(request))?.toString() ?? "";
      if (!parseAnswer(spec)) return send(400, `Not an answer: ${spec}`);
      switches.set(decodeURIComponent(switchName), spec);
      return send(204, "");
    }
    if (path !== SEND_FORM_PATH || request.method !== "POST")
      return send(404, "Not a path the double knows.");

    const body = await readBody(request);
    if (!body) return send(413, "The body is too large.");
    const contentType = request.headers["content-type"] ?? "";
    /** @type {FormPart[]} */
    let parts;
    try {
      parts = parseMultipart(body, contentType);
    } catch (error) {
      return send(400, `The double could not read the form: ${String(error)}`);
    }
    const fields = Object.fromEntries(
      parts.map((part) => [part.name, part.value]),
    );
    const missing = IDENTIFIERS.filter((name) => !fields[name]);
    const answer = missing.length
      ? /** @type {Answer} */ ({
          kind: "reply",
          status: 400,
          text: `Missing ${missing.join(", ")}.`,
        })
      : (markedAnswer(parts, switches) ?? OK);
    const submission = {
      receivedAt: new Date().toISOString(),
      contentType,
      parts,
      fields,
      answer: describe(answer),
    };
    submissions.push(submission);
    onSubmission?.(submission);

    if (answer.kind === "hang") return; // no answer at all, until the client gives up
    const wait = answer.afterMs ?? delayMs;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (answer.kind === "reset") return request.socket.resetAndDestroy();
    if (answer.kind === "flood") return flood(response, submission);
    if (answer.chunks || answer.thenHang) return replyInParts(response, answer);
    send(answer.status, answer.text);
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = /** @type {import("node:net").AddressInfo} */ (
    server.address()
  );

  return {
    origin: `http://${host}:${address.port}`,
    /** Everything received so far, oldest first. */
    submissions,
    /**
     * How messages marked "[double:switch=name]" are answered from now on ("200" until set).
     * @param {string} name
     * @param {string} spec
     */
    setSwitch(name, spec) {
      if (!parseAnswer(spec)) throw new Error(`Not an answer: ${spec}`);
      switches.set(name, spec);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
