import { Link } from "react-router";
import { PersonPhoto } from "../../../components/person-photo";

type Props = {
  userId: string;
  name: string | null;
  avatarUrl: string | null;
  age: number | null;
  city: string | null;
  fallback: string;
};

/** A small card that opens someone's profile: photo, name, age and city (mutual matches, likes). */
export function PersonTile({ userId, name, avatarUrl, age, city, fallback }: Props) {
  return (
    <Link
      to={`/profile/${encodeURIComponent(userId)}`}
      className="block rounded-2xl border border-slate-200 bg-white p-3 text-center shadow-sm hover:border-violet-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
    >
      <PersonPhoto src={avatarUrl} name={name} className="mx-auto size-20 rounded-full" />
      <span className="mt-2 block truncate font-medium text-slate-900">{name ?? "Unknown User"}</span>
      <span className="block truncate text-xs text-slate-600">
        {[age, city].filter((v) => v !== null).join(" · ") || fallback}
      </span>
    </Link>
  );
}
