import { DEFAULT_LANGUAGE } from "~/words/language";
import { wordsIn } from "~/words/wording";

import { rateLimitNotice } from "./contact-outcome";

const english = wordsIn(DEFAULT_LANGUAGE);

test("a visitor past the limit is told when to try again, in seconds under a minute, in minutes from one", () => {
  const wait = (seconds: number) =>
    rateLimitNotice(seconds, english).replace(
      "You have sent several messages in a short time. Please try again in ",
      "",
    );
  expect([0.2, 1, 30, 59.5, 60, 61, 90, 3600].map(wait)).toEqual([
    "1 second.",
    "1 second.",
    "30 seconds.",
    "1 minute.",
    "1 minute.",
    "2 minutes.",
    "2 minutes.",
    "60 minutes.",
  ]);
});
