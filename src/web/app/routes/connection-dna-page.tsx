import { ConnectionDnaPage } from "../../features/connection-dna";
import { OnboardingOverlay } from "../../features/perks";
import { planPageLoader } from "../../lib/my-plan";

export const loader = planPageLoader;

/** /connection-dna, with Beyond's first-visit tip for it. */
export default function ConnectionDnaRoute() {
  return <ConnectionDnaPage intro={<OnboardingOverlay name="connection-dna" />} />;
}
