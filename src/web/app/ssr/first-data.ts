import type { QueryClient } from "@tanstack/react-query";
import { discoveryParams, matchingQueries } from "../../features/matching";
import { messagingQueries } from "../../features/messaging";
import { moderationQueries } from "../../features/moderation";
import { verificationQueries } from "../../features/verification";
import { pageQueries } from "../../features/pages";
import { profileQueries } from "../../features/profiles";
import { quizQueries } from "../../features/quiz";
import { safetyQueries } from "../../features/safety";
import { subscriptionQueries } from "../../features/subscriptions";

/** Starts the reads a page draws first; the server waits for them (within its bound). */
type FirstData = (client: QueryClient, url: URL, member: boolean) => Promise<unknown>[];

const quiz: FirstData = (client, _url, member) => [
  client.prefetchQuery(quizQueries.questions()),
  ...(member ? [client.prefetchQuery(quizQueries.myAnswers()), client.prefetchQuery(quizQueries.draft())] : []),
];
/** A page whose first screen depends on the member's plan (a premium page's gate, its badges). */
const plan: FirstData = (client, _url, member) => (member ? [client.prefetchQuery(subscriptionQueries.status())] : []);

/**
 * The data the server reads (with the member's session, if any) and renders into a page, by
 * route: only what is cheap to read and what the page's first screen shows, so the page arrives
 * drawn and does not move when its data comes. Everything else the page fetches itself after
 * hydration, as it does on a navigation inside the app.
 */
export const firstDataByRoute: Readonly<Record<string, FirstData>> = {
  // The members' home greets by name and shows people: the day's best and who waits for a reply.
  "/": (client, _url, member) =>
    member
      ? [
          client.prefetchQuery(profileQueries.mine()),
          client.prefetchQuery(matchingQueries.likesCount()),
          client.prefetchInfiniteQuery(matchingQueries.discover({})),
          client.prefetchInfiniteQuery(messagingQueries.conversations()),
        ]
      : [],
  // The FAQ's answers and the quiz's questions are their pages' content, for visitors too.
  "/faq": (client) => [client.prefetchQuery(pageQueries.faqs())],
  "/questions": quiz,
  "/quiz": quiz,
  "/profile": (client, _url, member) => (member ? [client.prefetchQuery(profileQueries.mine())] : []),
  "/profile/edit": (client) => [client.prefetchQuery(profileQueries.mine())],
  "/welcome": (client) => [client.prefetchQuery(profileQueries.mine())],
  // Someone's profile arrives whole: the person, and where the member stands with them.
  "/profile/:id": (client, url) => {
    const id = decodeURIComponent(url.pathname.split("/")[2] ?? "");
    return [client.prefetchQuery(matchingQueries.person(id)), client.prefetchQuery(matchingQueries.fit(id))];
  },
  // Visitors see the sample people, drawn from the app's own data.
  "/matches": (client, url, member) =>
    member
      ? [
          client.prefetchInfiniteQuery(matchingQueries.discover(discoveryParams(url.searchParams))),
          client.prefetchQuery(matchingQueries.matches()),
          client.prefetchQuery(matchingQueries.nearby()),
          client.prefetchQuery(profileQueries.mine()),
        ]
      : [],
  // Who likes the member (for a free member, the veiled faces): the Likes tab's whole content.
  "/likes": (client, _url, member) => (member ? [client.prefetchQuery(matchingQueries.likedYou())] : []),
  // An open conversation arrives with its newest page (and its Echo state, which sits above it).
  "/messages": (client, url) => {
    const open = url.searchParams.get("match");
    const list = messagingQueries.conversations();
    return [
      // One opened further down than the list's first page is read on its own, as the page does.
      client
        .prefetchInfiniteQuery(list)
        .then(() =>
          open && !client.getQueryData(list.queryKey)?.pages[0]?.conversations.some((c) => c.match_id === open)
            ? client.prefetchQuery(messagingQueries.conversation(open))
            : undefined,
        ),
      client.prefetchQuery(messagingQueries.allowance()),
      client.prefetchQuery(subscriptionQueries.status()),
      ...(open
        ? [
            client.prefetchInfiniteQuery(messagingQueries.messages(open)),
            client.prefetchQuery(messagingQueries.echo(open)),
          ]
        : []),
    ];
  },
  "/safety": (client, _url, member) =>
    member ? [client.prefetchQuery(safetyQueries.settings()), client.prefetchQuery(safetyQueries.blocked())] : [],
  "/pricing": plan,
  "/premium-dashboard": plan,
  "/subscription": plan,
  "/ai-digest": plan,
  "/connection-dna": plan,
  "/memory-vault": plan,
  "/get-verified": (client, _url, member) => (member ? [client.prefetchQuery(verificationQueries.status())] : []),
  "/echo-amplified": plan,
  // Whether the console exists for this member decides the page and its status (entry-server.tsx).
  "/moderation": (client, _url, member) => (member ? [client.prefetchQuery(moderationQueries.me())] : []),
  "/moderation/cases/:caseId": (client, _url, member) => (member ? [client.prefetchQuery(moderationQueries.me())] : []),
};
