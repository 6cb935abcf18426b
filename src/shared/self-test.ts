/**
 * /feature-test (part 2 §2, §4): the 11 checks, in the spec's order, and what each says; `member`
 * checks need an account, so a visitor is told so instead of being shown them failing. Each
 * check is a real round trip through the API the app itself uses; a premium check that answers
 * "not included in your plan" has worked, a server error has not.
 */
export const selfTestChecks = [
  { id: "auth", title: "Authentication", description: "Your session is valid", member: true },
  { id: "database", title: "Database", description: "The database answers", member: false },
  { id: "subscription", title: "Subscription", description: "The subscription check answers", member: true },
  { id: "profile", title: "Profile", description: "Your profile reads", member: true },
  { id: "safety", title: "Safety", description: "Your safety settings read", member: true },
  { id: "age", title: "Age verification", description: "Your verification status reads", member: true },
  { id: "dna", title: "Connection DNA", description: "Connection DNA answers as your plan allows", member: true },
  { id: "vault", title: "Memory Vault", description: "Memory Vault answers as your plan allows", member: true },
  {
    id: "echo",
    title: "Echo messaging",
    description: "Echo chats answer and the realtime channel echoes",
    member: true,
  },
  {
    id: "video",
    title: "Video",
    description: "Cameras and microphones are listed and the signalling path answers",
    member: true,
  },
  {
    id: "distance",
    title: "Distance calculator",
    description: "The distance between two sample zips comes back",
    member: false,
  },
] as const;
export type SelfTestCheckId = (typeof selfTestChecks)[number]["id"];

/** The two sample zips the distance check measures (New York, Beverly Hills). */
export const selfTestZips = { zipCode1: "10001", zipCode2: "90210" } as const;
/** How long the realtime echo may take before the check fails. */
export const selfTestEchoTimeoutMs = 5_000;

export const SelfTestText = {
  title: "Feature test",
  intro: "Checks every part of Unlocked against the live server, through the same requests the app makes.",
  runAll: "Run All Tests",
  running: "Running...",
  notRun: "Not run yet",
  yourPlan: "Your plan",
  allPassed: "All tests passed",
  somePassed: (passed: number, total: number) => `${passed} of ${total} tests passed`,
  failedList: "Failed",
  notSignedIn: "You are not signed in: sign in to run the member checks.",
  needsAccount: "Needs an account",
  signInToRun: "Sign in to run this check.",
  visitorSummary: (passed: number, runnable: number, needAccount: number) =>
    `${passed} of ${runnable} checks that work without an account passed. ${needAccount} more need an account: sign in to run them.`,
  notInPlan: "Not included in your plan (the check answered as it should)",
  callsNotInPlan: "Video calls are not included in your plan",
  serverReport: "Server health report",
  quickLinks: "Quick links",
} as const;
