// Runs the email-service double from tests/mocks on its own, for local development (and for
// the browser tests). Every message the contact form sends is printed here.
import { startEmailService } from "./email-service.js";

const args = process.argv.slice(2);
const portFlag = args.indexOf("--port");
const port = Number(
  portFlag >= 0 ? args[portFlag + 1] : (process.env.EMAIL_DOUBLE_PORT ?? 3025),
);
const quiet = args.includes("--quiet");

const service = await startEmailService({
  port,
  onSubmission: quiet ? undefined : print,
});

if (!quiet) {
  console.log(`Email-service double listening on ${service.origin}

Start the site against it (the identifiers can be any text here):
  EMAILJS_ORIGIN=${service.origin} EMAILJS_SERVICE_ID=service_local \\
  EMAILJS_TEMPLATE_ID=template_local EMAILJS_PUBLIC_KEY=public_local npm start

Messages from the contact form are printed below and listed at ${service.origin}/__submissions.
Put [double:503], [double:400:Some text], [double:hang] or [double:reset] in a subject to see
how the site handles a failing service.
`);
}

/** @param {import("./email-service.js").Submission} submission */
function print(submission) {
  const { name, email, title, message } = submission.fields;
  console.log(`--- ${submission.receivedAt}: answered ${submission.answer}
From:    ${name} <${email}>
Subject: ${title}

${message}

Fields: ${submission.parts.map((part) => part.name).join(", ")}
`);
}

// Ctrl-C reaches this process twice, from the terminal and relayed by npm: a second signal
// while closing must not fall through to Node's default and end the process by the signal.
let closing;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    closing ??= service.close().then(() => process.exit(0));
  });
}
