// The rules a post's front matter follows: the block between two `---` lines at the top of each
// Markdown file in app/content/posts/. The build checks every post against them (scripts/posts.ts)
// and stops with one line naming the file, the field and what is wrong.
import { z } from "zod";

import { publicPicture } from "./schema";

const DATE =
  'expected a calendar date written year-month-day, such as "2026-11-26"';
const TAG =
  'expected a tag of lowercase letters, digits and hyphens, such as "node-js"';
const PICTURE =
  'expected the path of a PNG, JPEG, WebP, AVIF, GIF or SVG file in public/, such as "/images/posts/cover.png"';

const text = z
  .string({ error: "expected some text" })
  .refine((value) => value.trim() !== "", {
    error: "expected some text, not blanks",
  });

/** A real day of the calendar: "2026-02-30" is not one. */
const isCalendarDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const calendarDate = z
  .string({ error: DATE })
  .refine((value) => isCalendarDate(value), { error: DATE });

// Written as its address says it (/blog/tag/node-js), in any script that has letters.
const tag = z
  .string({ error: TAG })
  .min(1, { error: "expected a tag, not an empty one" })
  .regex(
    /^[\p{Ll}\p{Lm}\p{Lo}\p{M}\p{Nd}]+(?:-[\p{Ll}\p{Lm}\p{Lo}\p{M}\p{Nd}]+)*$/u,
    {
      error: TAG,
    },
  );

export const postFrontMatterSchema = z
  .strictObject({
    title: text,
    date: calendarDate,
    /** One or two sentences: the list, search results, link previews and feeds show it. */
    description: text,
    tags: z
      .array(tag, { error: "expected a list of tags, such as [react, sql]" })
      .default([]),
    /** When the post was last changed, if it was after `date`. */
    updated: calendarDate.optional(),
    /** Shown by `npm run dev` only; never built into the site. */
    draft: z.boolean({ error: "expected true or false" }).default(false),
    /** A cover picture, shown above the text, and what it shows for those who cannot see it. */
    image: publicPicture(PICTURE).optional(),
    imageAlt: text.optional(),
  })
  .superRefine((post, context) => {
    const report = (field: string, message: string) =>
      context.addIssue({ code: "custom", path: [field], message });
    if (post.image && !post.imageAlt)
      report(
        "imageAlt",
        "expected what the cover picture shows, for those who cannot see it",
      );
    if (post.updated && post.updated < post.date)
      report(
        "updated",
        `expected a date on or after the post's date, ${post.date}`,
      );
    post.tags.forEach((name, index) => {
      if (post.tags.indexOf(name) !== index)
        context.addIssue({
          code: "custom",
          path: ["tags", index],
          message: "expected each tag once",
        });
    });
  });

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
