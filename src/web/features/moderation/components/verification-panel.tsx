import type { CaseDetail } from "#shared/moderation";

/**
 * A verification review: the pictures of each step of the member's live check beside the photos
 * on their profile, at the same size, for a moderator to say whether they show one person. The
 * pictures are shown as the camera took them (not mirrored) and are deleted 30 days after the decision.
 */
export function VerificationPanel({ detail }: { detail: CaseDetail }) {
  const pictures = detail.verification!.pictures;
  const photos = detail.current?.photos.filter((p) => !p.in_review) ?? [];
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5" aria-label="Verification review">
      <h2 className="text-xl font-semibold text-slate-900">Is this the person in the photos?</h2>
      <p className="mt-1 text-sm text-slate-700">
        The member did every step of the live check, but the automatic comparison did not match their photos, and they
        asked for a person to look.
      </p>
      {pictures.length === 0 ? (
        <p className="mt-3 text-slate-700">The pictures of the check have been deleted.</p>
      ) : (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <figure>
            <figcaption className="mb-2 text-sm font-semibold text-slate-900">The live check</figcaption>
            <ul className="grid grid-cols-2 gap-2">
              {pictures.map((url, i) => (
                <li key={url}>
                  <img
                    src={url}
                    alt={`Live check, step ${i + 1} of ${pictures.length}`}
                    className="aspect-[3/4] w-full rounded-lg bg-slate-100 object-cover"
                  />
                </li>
              ))}
            </ul>
          </figure>
          <figure>
            <figcaption className="mb-2 text-sm font-semibold text-slate-900">Their photos</figcaption>
            {photos.length === 0 ? (
              <p className="text-sm text-slate-700">No photo left on the profile to compare with.</p>
            ) : (
              <ul className="grid grid-cols-2 gap-2">
                {photos.map((p, i) => (
                  <li key={p.id}>
                    <img
                      src={p.url}
                      alt={`Profile photo ${i + 1}`}
                      className="aspect-[3/4] w-full rounded-lg bg-slate-100 object-cover"
                    />
                  </li>
                ))}
              </ul>
            )}
          </figure>
        </div>
      )}
    </section>
  );
}
