/** Connection DNA's public surface: its page (the app adds the first-visit tip). */
export { ConnectionDnaPage } from "./components/connection-dna-page";
