import { AiDigestPage } from "../../features/ai-digest";
import { SavePromptButton } from "../../features/memory-vault";
import { planPageLoader } from "../../lib/my-plan";

export const loader = planPageLoader;

/** /ai-digest: the digest, each conversation starter with the Memory Vault's "keep it". */
export default function AiDigestRoute() {
  return (
    <AiDigestPage keep={({ text, context }) => <SavePromptButton text={text} source="digest" context={context} />} />
  );
}
