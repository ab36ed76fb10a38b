// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import type { Language } from "./language";
import { Say } from "./say";
import { WordsContext } from "./use-words";
import { wording } from "./wording";
import type { Words } from "./words";

const british = wording("en" as Language, { locale: "en-GB" } as Words);

test("each value is a node of its own in the page, as the page wrote it before the words moved", () => {
  expect(
    renderToString(
      <p>
        <Say
          sentence="© {year} {name}"
          values={{ year: "2026", name: "Ann" }}
        />
      </p>,
    ),
  ).toBe("<p>© <!-- -->2026<!-- --> <!-- -->Ann</p>");
});

test("a value may be an element, such as a link", () => {
  render(
    <p>
      <Say
        sentence="Write to me at {email}, or find me through the links here."
        values={{ email: <a href="mailto:ann@example.com">ann@example.com</a> }}
      />
    </p>,
  );
  expect(screen.getByRole("link", { name: "ann@example.com" })).toHaveAttribute(
    "href",
    "mailto:ann@example.com",
  );
  expect(screen.getByRole("paragraph")).toHaveTextContent(
    "Write to me at ann@example.com, or find me through the links here.",
  );
});

test("a plural says the page language's form for the count, written its way", () => {
  const { container } = render(
    <WordsContext value={british}>
      <p>
        <Say
          plural={{ one: "{count} post", other: "{count} posts" }}
          count={1}
        />
      </p>
      <p>
        <Say
          plural={{ one: "{count} post", other: "{count} posts" }}
          count={1200}
        />
      </p>
    </WordsContext>,
  );
  expect(
    [...container.querySelectorAll("p")].map((p) => p.textContent),
  ).toEqual(["1 post", "1,200 posts"]);
});
