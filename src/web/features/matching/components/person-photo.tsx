type Props = { src: string | null; name: string | null; className?: string; first?: boolean };

/**
 * A member's main photo, or their initial on a soft gradient when they have none yet. Photos load
 * lazily, except the `first` one on a screen: the largest thing on it, wanted with the page.
 */
export function PersonPhoto({ src, name, className = "", first = false }: Props) {
  if (src) {
    const loading = first ? { fetchPriority: "high" as const } : { loading: "lazy" as const };
    return (
      <img
        src={src}
        alt={name ? `Photo of ${name}` : "Member photo"}
        {...loading}
        className={`object-cover ${className}`}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={`flex items-center justify-center bg-gradient-to-br from-violet-200 to-fuchsia-200 text-4xl font-bold text-violet-900 ${className}`}
    >
      {(name ?? "?").trim().charAt(0).toUpperCase() || "?"}
    </span>
  );
}
