import type { LoaderFunctionArgs } from "react-router";

import { feedResponse, jsonFeed } from "~/blog/feeds.server";
import { siteContext } from "~/load-context";
import { languageOf } from "~/words/language";
import { wordsIn } from "~/words/wording";

export const loader = ({ context, params }: LoaderFunctionArgs) =>
  feedResponse(
    context.get(siteContext).env,
    wordsIn(languageOf(params)),
    jsonFeed,
    "application/feed+json",
  );
