import { MemoryVaultPage } from "../../features/memory-vault";
import { OnboardingOverlay } from "../../features/perks";
import { planPageLoader } from "../../lib/my-plan";

export const loader = planPageLoader;

/** /memory-vault, with Beyond's first-visit tip for it. */
export default function MemoryVaultRoute() {
  return <MemoryVaultPage intro={<OnboardingOverlay name="memory-vault" />} />;
}
