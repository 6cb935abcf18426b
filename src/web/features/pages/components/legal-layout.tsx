import { useId } from "react";
import type { ReactNode } from "react";
import { useDocumentTitle } from "../../../lib/use-document-title";

type LegalLayoutProps = {
  title: string;
  /** Human-readable effective date, e.g. "26 July 2025". Omit to hide the line. */
  /** What the page says about itself in search results and shared links. */
  description: string;
  effective?: string;
  intro?: ReactNode;
  children: ReactNode;
};

export function LegalLayout({ title, description, effective, intro, children }: LegalLayoutProps) {
  useDocumentTitle(title, description);
  return (
    <main id="main" className="mx-auto max-w-3xl bg-white px-4 py-10 text-base leading-7 text-slate-700">
      <header className="border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {effective ? <p className="mt-2 text-sm font-medium text-slate-600">Effective {effective}</p> : null}
        {intro ? <div className="mt-4 space-y-3 text-lg text-slate-700">{intro}</div> : null}
      </header>
      <div className="mt-8 space-y-10">{children}</div>
    </main>
  );
}

type SectionProps = {
  title: string;
  children: ReactNode;
};

export function Section({ title, children }: SectionProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 [&_a]:font-medium [&_a]:text-violet-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-violet-800 [&_a:focus-visible]:rounded-sm [&_a:focus-visible]:outline [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-violet-700 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6"
    >
      <h2 id={headingId} className="text-2xl font-semibold text-violet-700">
        {title}
      </h2>
      {children}
    </section>
  );
}
