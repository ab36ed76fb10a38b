// The server's environment, read and checked once, when the server starts.
import { readContactSettings } from "./contact-settings";
import type { ContactSettings } from "./contact-settings";

const { settings, problems } = readContactSettings(process.env);
for (const problem of problems) console.error(problem);

export const contactSettings: ContactSettings = settings;
