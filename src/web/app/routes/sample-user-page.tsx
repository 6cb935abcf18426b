import { BadgeCheck, Heart, MessageCircle } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { sampleProfiles } from "#shared/sample-profiles";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { notify } from "../../lib/toast";
import { useDocumentTitle } from "../../lib/use-document-title";
import { BlockButton, ReportDialog } from "../../features/safety";
import { SampleFacts, SamplePhotoGallery } from "../../components/demo-profile";

/**
 * Part 2 §2 /sample-user: what a member's profile looks like, with every action a real one has.
 * The sample is not a member, so Like, Report and Block run their whole flow without filing
 * anything, and Message says so.
 */
export default function SampleUserPage() {
  const profile = sampleProfiles[0]!;
  useDocumentTitle(`${profile.name} (sample)`);
  const navigate = useNavigate();
  const [liked, setLiked] = useState(false);

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <p className="mb-4 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900">
        This is a sample profile: a preview of how members appear on Unlocked.
      </p>
      <Card className="grid overflow-hidden p-0 sm:p-0 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="md:p-4">
          <SamplePhotoGallery profile={profile} />
        </div>
        <div className="space-y-5 p-6">
          <div>
            <h1 className="text-3xl font-bold text-slate-900">
              {profile.name}
              <span className="font-normal text-slate-700">, {profile.age}</span>
            </h1>
            <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-medium text-emerald-800">
              <BadgeCheck aria-hidden className="size-4" /> Age verified
            </p>
          </div>
          <div>
            <SampleFacts profile={profile} />
          </div>
          <div>
            <h2 className="text-lg font-semibold text-slate-900">Interests</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {profile.interests.map((i) => (
                <li key={i} className="rounded-full bg-violet-100 px-3 py-1 text-sm text-violet-900">
                  {i}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
            <Button variant={liked ? "secondary" : "default"} aria-pressed={liked} onClick={() => setLiked((l) => !l)}>
              <Heart aria-hidden className={liked ? "fill-current" : undefined} /> {liked ? "Liked!" : "Like"}
            </Button>
            <Button
              variant="outline"
              onClick={() =>
                notify.info(
                  "Messaging",
                  "Sample profiles can't receive messages. Match with a member to start a conversation.",
                )
              }
            >
              <MessageCircle aria-hidden /> Message
            </Button>
            <ReportDialog userId={profile.id} name={profile.name} sample />
            <BlockButton
              userId={profile.id}
              name={profile.name}
              sample
              onBlocked={() => void navigate("/sample-profiles")}
            />
          </div>
        </div>
      </Card>
    </main>
  );
}
