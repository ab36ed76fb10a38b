// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { render, screen } from "@testing-library/react";

import { DEFAULT_LANGUAGE } from "~/words/language";
import { WordsContext } from "~/words/use-words";
import { wordsIn } from "~/words/wording";

import { PostFacts, PostTags } from "./post-facts";

test("a post's facts: draft, the days it was written and changed, written out, and its reading time", () => {
  const { container } = render(
    <PostFacts
      post={{
        date: "2026-10-02",
        updated: "2026-11-20",
        readingMinutes: 7,
        draft: true,
      }}
    />,
  );
  expect(container.textContent).toBe(
    "Draft2 October 2026Updated 20 November 2026 7 min read",
  );
  expect(container.querySelectorAll("time")[1]).toHaveAttribute(
    "datetime",
    "2026-11-20",
  );
});

test("a published post's facts, one minute long, without a change", () => {
  const { container } = render(
    <PostFacts
      post={{ date: "2026-09-01", readingMinutes: 1, draft: false }}
    />,
  );
  expect(container.textContent).toBe("1 September 2026 1 min read");
});

test("a post's tags are links to their lists, each shown with its hash", () => {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <PostTags tags={["sql", "c++"]} /> },
  ]);
  render(<Stub />);
  const list = screen.getByRole("list", { name: "Tags" });
  expect(
    [...list.querySelectorAll("a")].map((a) => [
      a.textContent,
      a.getAttribute("href"),
    ]),
  ).toEqual([
    ["#sql", "/blog/tag/sql"],
    ["#c++", "/blog/tag/c%2B%2B"],
  ]);
});

test("a browser that writes a day otherwise than the server takes the page over with the server's day, without a mismatch", async () => {
  const post = {
    date: "2026-10-02",
    updated: "2026-11-20",
    readingMinutes: 7,
    draft: false,
  };
  const server = wordsIn(DEFAULT_LANGUAGE);
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <WordsContext value={server}>
      <PostFacts post={post} />
    </WordsContext>,
  );
  const written = container.textContent;
  // The browser's own language data spells the days another way.
  const browser = { ...server, day: (date: string) => `day ${date}` };
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      <WordsContext value={browser}>
        <PostFacts post={post} />
      </WordsContext>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  expect(mismatches).toEqual([]);
  expect(container.textContent).toBe(written);
});
