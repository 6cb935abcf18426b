/** The AI Digest's public surface: its page, which the app gives the Memory Vault's "keep" button. */
export { AiDigestPage } from "./components/ai-digest-page";
