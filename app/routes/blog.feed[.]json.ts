import type { LoaderFunctionArgs } from "@remix-run/node";

import { feedResponse, jsonFeed } from "~/blog/feeds.server";

export const loader = ({ context }: LoaderFunctionArgs) =>
  feedResponse(context.env, jsonFeed, "application/feed+json");
