/** A member's main photo, or their initial on a soft gradient when they have none yet. */
export function PersonPhoto({ src, name, className = "" }: { src: string | null; name: string | null; className?: string }) {
  if (src) return <img src={src} alt={name ? `Photo of ${name}` : "Member photo"} loading="lazy" className={`object-cover ${className}`} />;
  return (
    <span aria-hidden className={`flex items-center justify-center bg-gradient-to-br from-violet-200 to-fuchsia-200 text-4xl font-bold text-violet-900 ${className}`}>
      {(name ?? "?").trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
