import { ChevronDown, CircleAlert, Mail, RotateCw } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import type { Faq } from "#shared/pages";
import { pageQueries, useFaqs } from "../api";
import { firstReads } from "../../../lib/page-data";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { PageDescriptions } from "#shared/pages";

type Topic = { topic: string; items: Faq[] };

/**
 * Rows arrive in id order; each topic is one group, where its first question appears, holding its
 * questions in that order (a question added later under an existing topic joins it).
 */
function groupByTopic(faqs: Faq[]): Topic[] {
  const groups = new Map<string, Topic>();
  for (const faq of faqs) {
    const group = groups.get(faq.topic);
    if (group) group.items.push(faq);
    else groups.set(faq.topic, { topic: faq.topic, items: [faq] });
  }
  return [...groups.values()];
}

function TopicGroup({ group }: { group: Topic }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-violet-700">
        {group.topic}
      </h2>
      <div className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {group.items.map((faq) => (
          // Native disclosures, one open at a time across the page (`name`): they open and close
          // with no script at all, so the server's page reads fine before (or without) JavaScript.
          <details key={faq.id} name="faq" className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-medium text-slate-900 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-violet-700 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown
                className="size-5 shrink-0 text-violet-700 transition-transform group-open:rotate-180"
                aria-hidden
              />
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-slate-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

function FaqList() {
  const faqs = useFaqs();

  if (faqs.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-600">
        Loading FAQs...
      </p>
    );
  }

  if (faqs.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-4 rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
      >
        <p className="inline-flex items-center gap-2 font-medium text-red-800">
          <CircleAlert className="size-5" aria-hidden />
          Failed to load FAQs
        </p>
        <Button variant="outline" onClick={() => void faqs.refetch()} disabled={faqs.isFetching}>
          <RotateCw aria-hidden />
          {faqs.isFetching ? "Retrying..." : "Try again"}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-10">
      {groupByTopic(faqs.data).map((group) => (
        <TopicGroup key={group.topic} group={group} />
      ))}
    </div>
  );
}

/** Part 2 §2 /faq: a single-open accordion of the server's questions, and a way to reach a person. */
/** The FAQ's answers are the page's content, for visitors too. */
export const loader = firstReads(({ client }) => [client.ensureQueryData(pageQueries.faqs())]);

export default function FaqPage() {
  useDocumentTitle("Frequently Asked Questions", PageDescriptions.faq);
  const supportId = useId();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Frequently Asked Questions</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          Honest answers about how Unlocked works: plans, Echo, privacy, safety and your account. If something is
          missing, we're a message away.
        </p>
      </header>

      <div className="mt-10">
        <FaqList />
      </div>

      <section aria-labelledby={supportId} className="mt-12 rounded-2xl bg-violet-50 p-6 text-center sm:p-8">
        <h2 id={supportId} className="text-2xl font-semibold text-slate-900">
          Still have a question?
        </h2>
        <p className="mt-2 text-slate-700">Our support team reads every message and will get back to you personally.</p>
        <Button asChild className="mt-5">
          <a href="mailto:support@unlocked.app">
            <Mail aria-hidden />
            Contact Support
          </a>
        </Button>
      </section>
    </main>
  );
}
