/** The spec's plain loading states ("Loading...", "Loading Profile..."), announced to screen readers. */
export function Loading({ label = "Loading..." }: { label?: string }) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-16">
      <p role="status" className="text-center text-slate-600">
        {label}
      </p>
    </main>
  );
}
