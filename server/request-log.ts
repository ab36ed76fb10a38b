import morgan from "morgan";

/** One line per request once it is answered: method, path, status, time taken, bytes. */
export function requestLog() {
  return morgan(
    ":method :url :status :response-time[1] ms :res[content-length]",
  );
}
