import Avatar from "boring-avatars";

type Props = {
  src: string | null;
  name: string | null;
  /** The member's id: a member without a photo gets art of their own, the same everywhere. */
  seed?: string;
  className?: string;
  first?: boolean;
};

/** The palette of the art drawn for a member without a photo: the app's violets, warmed. */
const palette = ["#6d28d9", "#c026d3", "#f472b6", "#fbbf24", "#fde68a"];

/**
 * A member's main photo, or, when they have none yet, generated art that is theirs alone (from
 * their id, by boring-avatars) with their initial on it: a designed placeholder, never a bare
 * letter. Photos load lazily, except the `first` one on a screen: the largest thing on it,
 * wanted with the page.
 */
export function PersonPhoto({ src, name, seed, className = "", first = false }: Props) {
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
  const initial = (name ?? "").trim().charAt(0).toUpperCase();
  return (
    <span aria-hidden className={`relative flex items-center justify-center overflow-hidden ${className}`}>
      <Avatar
        variant="marble"
        name={seed ?? name ?? "member"}
        colors={palette}
        square
        size="100%"
        className="absolute inset-0 size-full"
        preserveAspectRatio="xMidYMid slice"
      />
      {initial ? (
        <span className="relative flex aspect-square w-[45%] max-w-32 items-center justify-center rounded-full bg-white/25 font-bold text-white shadow-sm ring-1 ring-white/40 backdrop-blur-sm [text-shadow:0_1px_2px_rgb(0_0_0/0.35)]">
          {initial}
        </span>
      ) : null}
    </span>
  );
}
