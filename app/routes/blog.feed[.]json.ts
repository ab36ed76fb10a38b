import type { LoaderFunctionArgs } from "react-router";

import { feedResponse, jsonFeed } from "~/blog/feeds.server";
import { siteContext } from "~/load-context";
import { languageOfRequest } from "~/words/language";
import { wordsIn } from "~/words/wording";

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  feedResponse(
    context.get(siteContext).env,
    wordsIn(languageOfRequest(request)),
    jsonFeed,
    "application/feed+json",
  );
