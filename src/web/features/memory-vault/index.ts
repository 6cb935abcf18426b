/** The Memory Vault's public surface: the heart that saves a match, and the button that keeps a prompt. */
export { FavoriteMatchButton } from "./components/favorite-match-button";
export { SavePromptButton } from "./components/save-prompt-button";
export { MemoryVaultPage } from "./components/memory-vault-page";
