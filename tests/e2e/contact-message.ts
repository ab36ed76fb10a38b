// What a visitor writes in the contact form, and what it answers: shared by every browser that
// sends a message.
import { randomUUID } from "node:crypto";

export const SENT = "Message sent successfully!";
export const FAILED = "Failed to send the message. Please try again.";

/** The form's fields by their names, each with the label a visitor reads. */
export const LABELS = {
  name: "Name",
  email: "Email",
  title: "Subject",
  message: "Message",
};

export type Values = Record<keyof typeof LABELS, string>;

/**
 * A message only this test sends. Tests share one double and run side by side, so each finds
 * its own messages by its subject, and a marker there tells the double how to answer.
 */
export function message(answer?: string): Values {
  const marker = answer ? ` [double:${answer}]` : "";
  return {
    name: "Ann Example",
    email: "ann@example.com",
    title: `A role for you ${randomUUID()}${marker}`,
    message: "Hello,\nare you free for a call this week?",
  };
}
