import { IdentityText, pronounSets, type Pronouns } from "#shared/identity";

/** Pronouns from the list, or none shown (the editor and quick setup). */
export function PronounsSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Pronouns | null;
  onChange: (value: Pronouns | null) => void;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {IdentityText.pronounsLabel}
      </label>
      <select
        id={id}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value === "" ? null : (e.target.value as Pronouns))}
      >
        <option value="">{IdentityText.noPronouns}</option>
        {pronounSets.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </select>
    </div>
  );
}
