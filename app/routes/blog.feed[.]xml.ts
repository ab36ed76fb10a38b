import type { LoaderFunctionArgs } from "react-router";

import { atomFeed, feedResponse } from "~/blog/feeds.server";
import { siteContext } from "~/load-context";
import { languageOfRequest } from "~/words/language";
import { wordsIn } from "~/words/wording";

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  feedResponse(
    context.get(siteContext).env,
    wordsIn(languageOfRequest(request)),
    atomFeed,
    "application/atom+xml",
  );
