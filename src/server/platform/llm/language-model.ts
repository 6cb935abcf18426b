/**
 * An optional OpenAI-compatible chat API (LLM_BASE_URL, LLM_API_KEY) that may phrase facts our
 * engines wrote. Never required: without configuration, or on any failure or slow answer, it
 * answers null and the engine's own words stand. It is sent the facts only (counts and
 * percentages, no names, messages or profile text).
 */
export type LanguageModel = { phrase(instruction: string, facts: readonly string[]): Promise<string | null> };

const TIMEOUT_MS = 15_000;
const MAX_CHARS = 600;

export function createLanguageModel(
  config: { baseUrl: string; apiKey: string; model: string } | undefined,
  onError: (err: unknown) => void,
): LanguageModel {
  return {
    async phrase(instruction, facts) {
      if (!config) return null;
      try {
        const res = await fetch(`${config.baseUrl}/chat/completions`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${config.apiKey}` },
          body: JSON.stringify({
            model: config.model,
            temperature: 0.4,
            max_tokens: 160,
            messages: [
              { role: "system", content: instruction },
              { role: "user", content: facts.map((f) => `- ${f}`).join("\n") },
            ],
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`language model answered ${res.status}`);
        const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
        const text = body.choices?.[0]?.message?.content;
        return typeof text === "string" && text.trim() ? text.trim().slice(0, MAX_CHARS) : null;
      } catch (err) {
        onError(err);
        return null;
      }
    },
  };
}
