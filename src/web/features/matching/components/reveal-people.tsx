import { Link } from "react-router";
import { QuizMoreText } from "#shared/phone-first-messages";
import { useDiscovery } from "../api";
import { PersonPhoto } from "../../../components/person-photo";

/** How many people the quiz's reveal names. */
const SHOWN = 3;

/** The first people who fit, as discovery ranks them now (the quiz's reveal). */
export function RevealPeople() {
  const discovery = useDiscovery({}, true);
  if (discovery.isPending) return <p className="text-sm text-slate-600">…</p>;
  const people = discovery.data?.pages[0]?.candidates.slice(0, SHOWN) ?? [];
  if (people.length === 0) return <p className="text-sm text-slate-700">{QuizMoreText.revealNobody}</p>;
  return (
    <ul className="grid grid-cols-3 gap-2">
      {people.map((p) => (
        <li key={p.id}>
          <Link
            to={`/profile/${encodeURIComponent(p.id)}`}
            className="block overflow-hidden rounded-2xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-violet-700"
          >
            <PersonPhoto src={p.avatar_url} name={p.name} seed={p.id} className="aspect-square w-full text-3xl" />
            <span className="block truncate px-2 pt-1 text-sm font-semibold text-slate-900">
              {p.name}
              {p.age !== null ? `, ${p.age}` : ""}
            </span>
            <span className="block px-2 pb-1.5 text-xs font-semibold text-violet-800">
              {p.compatibility.percent}% match
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
