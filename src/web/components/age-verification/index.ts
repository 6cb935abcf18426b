import { onDemand } from "../ui/on-demand";

/** The age dialog for pages that offer it (the home page's card, the profile editor's panel): it loads when first opened. */
export const AgeVerificationDialog = /* @__PURE__ */ onDemand(
  () => import("./age-verification-dialog").then((m) => m.AgeVerificationDialog),
  (props) => props.open,
);
