/**
 * What each public page says about itself in search results and in the card a shared link shows
 * (`<meta name="description">` and Open Graph, written by the server's render).
 */
export const PageDescriptions = {
  landing:
    "Inclusive, privacy-first dating for adults of every identity and orientation: honest questions, real compatibility explained in plain words, and your data never sold.",
  auth: "Sign in to Unlocked, or create your account: inclusive, privacy-first dating for adults 18+.",
  faq: "Honest answers about how Unlocked works: plans and prices, Echo chats, privacy, safety and your account.",
  mission:
    "Why we built Unlocked: dating where you are known for who you really are, matched by compatibility you can read, with your privacy kept by design.",
  pricing:
    "Unlocked's plans: free to start, Unlocked+ and Unlocked Beyond for deeper matching, and the Echo Amplified add-on. Prices in plain numbers.",
  quickStart:
    "Get started on Unlocked in a few minutes: your account, your profile, the compatibility quiz and your first introductions.",
  sampleProfiles:
    "Illustrated sample profiles that show how Unlocked introduces people: prompts, compatibility and the reasons you might click.",
  sampleProfile: (name: string) =>
    `${name} is an illustrated sample profile: see how Unlocked shows a person, their prompts and why you might fit.`,
  echoAmplified:
    "Echo Amplified: three days of quiet reflection in a new chat, then a choice to continue together. An add-on for any plan.",
  safety:
    "Your safety on Unlocked: who can see you, who can message you, how to report and block, and where to find help.",
  privacy: "How Unlocked collects, uses and protects your data, and the choices you have. We never sell your data.",
  terms: "The terms of using Unlocked: who may join, how plans and payments work, and what we expect of everyone here.",
  cookies: "The few cookies and storage entries Unlocked uses, what each is for, and how long it lasts.",
  accessibility:
    "Unlocked's commitment to accessibility: the standard we build to, what we test, and how to tell us about a barrier.",
} as const;
