import type { QueryClient } from "@tanstack/react-query";
import { discoveryParams, matchingQueries } from "../../features/matching";
import { messagingQueries } from "../../features/messaging";
import { pageQueries } from "../../features/pages";
import { profileQueries } from "../../features/profiles";
import { subscriptionQueries } from "../../features/subscriptions";

/** Starts the reads a page draws first; the server waits for them (within its bound). */
type FirstData = (client: QueryClient, url: URL, member: boolean) => Promise<unknown>[];

/**
 * The data the server reads (with the member's session, if any) and renders into a page, by
 * route: only what is cheap to read and what the page's first screen shows. Everything else the page fetches
 * itself after hydration, as it does on a navigation inside the app.
 */
export const firstDataByRoute: Readonly<Record<string, FirstData>> = {
  // The FAQ's answers are its content, for visitors as much as members.
  "/faq": (client) => [client.prefetchQuery(pageQueries.faqs())],
  "/profile/edit": (client) => [client.prefetchQuery(profileQueries.mine())],
  // Visitors see the sample people, drawn from the app's own data.
  "/matches": (client, url, member) => !member ? [] : [
    client.prefetchInfiniteQuery(matchingQueries.discover(discoveryParams(url.searchParams))),
    client.prefetchQuery(matchingQueries.matches()),
    client.prefetchQuery(matchingQueries.likedYou()),
  ],
  "/messages": (client) => [
    client.prefetchQuery(messagingQueries.conversations()),
    client.prefetchQuery(messagingQueries.allowance()),
    client.prefetchQuery(subscriptionQueries.status()),
  ],
  "/premium-dashboard": (client) => [client.prefetchQuery(subscriptionQueries.status())],
  "/subscription": (client) => [client.prefetchQuery(subscriptionQueries.status())],
};
