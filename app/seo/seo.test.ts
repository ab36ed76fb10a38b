import { pageMeta } from "./seo";

const card = {
  src: "/build/share-cards/about-0123456789.png",
  alt: "About Me: Sam Example, Backend Developer",
};

function metaFor(shareCards: Record<string, typeof card>) {
  // Every tag as a plain record, to look one up by its property or name.
  const tags = pageMeta("/about", {
    matches: [
      {
        id: "root",
        loaderData: { siteUrl: "https://sam.example", shareCards },
      },
    ],
    location: { pathname: "/about" },
  }) as Array<Record<string, string | undefined>>;
  const content = (key: string) =>
    tags.find((tag) => tag.property === key || tag.name === key)?.content;
  return { tags, content };
}

test("a page's preview shows its own share card, by its absolute address", () => {
  const { content } = metaFor({ "/about": card });
  const image = "https://sam.example/build/share-cards/about-0123456789.png";
  expect(content("og:image")).toBe(image);
  expect(content("twitter:image")).toBe(image);
  expect(content("og:image:width")).toBe("1200");
  expect(content("og:image:height")).toBe("630");
  expect(content("og:image:alt")).toBe(
    "About Me: Sam Example, Backend Developer",
  );
  expect(content("twitter:card")).toBe("summary_large_image");
  expect(content("og:url")).toBe("https://sam.example/about");
});

test("without a card for the page, the preview names no image", () => {
  const { tags, content } = metaFor({ "/": { ...card, src: "/x.png" } });
  expect(
    tags.filter((tag) => /image/.test(String(tag.property ?? tag.name))),
  ).toEqual([]);
  expect(content("twitter:card")).toBe("summary");
});
