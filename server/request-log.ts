import morgan from "morgan";

import { isSelfCheck } from "./health-check";

/**
 * One line per request once it is answered: method, path, status, time taken, bytes. Only the
 * health check's own request is left out; it is recognised by the private listener it arrives
 * on, not by anything a client could send.
 */
export function requestLog() {
  return morgan(
    ":method :url :status :response-time[1] ms :res[content-length]",
    {
      skip: (request) => isSelfCheck(request),
    },
  );
}
