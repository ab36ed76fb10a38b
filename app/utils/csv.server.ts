// Rows as CSV for a spreadsheet, each text cell inert: one starting as a formula would (=, +, -,
// @, a tab or a carriage return) is opened as text, never run.
import { stringify } from "csv-stringify/sync";

const inert = (value: string) =>
  /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;

export const toCsv = (rows: ReadonlyArray<object>) =>
  stringify([...rows], { header: true, cast: { string: inert } });
