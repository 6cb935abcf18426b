/** The pages feature's public surface for the app: the landing page, the home page's cards, the FAQ's query. */
export { pageQueries } from "./api";
export { LandingPage } from "./components/landing-page";
export { AgeVerificationCard } from "./components/age-verification-card";
export { HomeSearch } from "./components/home-search";
export { InviteCard } from "./components/invite-card";
export { WelcomeModal } from "./components/welcome-modal";
