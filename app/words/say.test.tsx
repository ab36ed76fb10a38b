// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";

import type { Language } from "./language";
import type { Sentence } from "./sentence";
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

test("the space between a clause and a link after it is a node of its own, as the page wrote it before the words moved", () => {
  const link = <a href="/portfolio">See all projects</a>;
  const say = (sentence: Sentence<"link">) =>
    renderToString(<Say sentence={sentence} values={{ link }} />);
  expect(say("No projects in this category yet. {link}.")).toBe(
    'No projects in this category yet.<!-- --> <a href="/portfolio">See all projects</a>.',
  );
  expect(say("The story of a project: {link}")).toBe(
    'The story of a project:<!-- --> <a href="/portfolio">See all projects</a>',
  );
  // Within a clause, the words before a link stay one text.
  expect(say("Write to me at {link}, or find me here.")).toBe(
    'Write to me at <a href="/portfolio">See all projects</a>, or find me here.',
  );
  // Before a value that is text, nothing is cut.
  expect(
    renderToString(<Say sentence="Seen. {name}" values={{ name: "Ann" }} />),
  ).toBe("Seen. <!-- -->Ann");
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
