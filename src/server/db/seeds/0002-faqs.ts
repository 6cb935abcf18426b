/** FAQ rows seeded by migration 0002. Frozen with it: new copy goes in a new migration. */
/**
 * Seed content for the /faq page: 30 questions in display order.
 * Plain strings only; prices and limits must match the plan constants.
 */
export const faqSeed: ReadonlyArray<{ question: string; answer: string; topic: string }> = [
  {
    topic: "About Unlocked",
    question: "What is Unlocked?",
    answer:
      "Unlocked is a privacy-first dating app for adults who want to meet people as their whole selves. We introduce you to people based on real compatibility (your quiz answers, shared interests and what you are looking for) and give you tools to take things at your own pace.",
  },
  {
    topic: "About Unlocked",
    question: "Who is Unlocked for?",
    answer:
      "Unlocked is for adults aged 18 and over of every gender identity and every orientation, whether you are looking for a relationship, something casual, friendship or are not sure yet. You decide how you describe yourself and who you would like to meet, and matches only happen when both people's preferences fit.",
  },
  {
    topic: "About Unlocked",
    question: "Can Unlocked guarantee that I will find love?",
    answer:
      "We wish we could, but no app can honestly promise love, and we will not pretend otherwise. What we can promise is thoughtful introductions, a respectful community and tools that protect you while you look. Connection takes people, timing and a little luck, and we are glad to be part of your journey.",
  },
  {
    topic: "Plans & pricing",
    question: "What plans are there and what do they cost?",
    answer:
      "Free costs $0 and includes basic compatibility matching and 5 messages a day. Unlocked+ (Complete Plus) is $12 per month, and Unlocked Beyond (Complete Beyond) is $39 per year. Echo Amplified is an optional add-on at $4 per month or $12 once for lifetime access.",
  },
  {
    topic: "Plans & pricing",
    question: "What can I do on the Free plan?",
    answer:
      "On Free you can create your profile, take the compatibility quiz, see compatible people, like and match, and send up to 5 messages a day. Safety tools such as blocking, reporting and profile visibility are the same on every plan.",
  },
  {
    topic: "Plans & pricing",
    question: "What does Unlocked+ include?",
    answer:
      "Unlocked+ costs $12 per month and adds video chat, the AI digest, priority matching, deeper compatibility quizzes, private Match Memory, early access to new features and unlimited messages.",
  },
  {
    topic: "Plans & pricing",
    question: "What does Unlocked Beyond include?",
    answer:
      "Unlocked Beyond costs $39 per year and includes everything in Unlocked+, plus a Beyond badge, Unlocked Mode, the Memory Vault, Connection DNA and guided onboarding overlays.",
  },
  {
    topic: "Messaging",
    question: "How many messages can I send on the Free plan?",
    answer:
      "Free members can send 5 messages per day, and the allowance resets at midnight UTC. Unlocked+ and Unlocked Beyond members can send as many messages as they like.",
  },
  {
    topic: "Echo",
    question: "What is an Echo chat?",
    answer:
      "An Echo chat is a slower, more intentional way to get to know a new match over 7 days. For the first 3 days of quiet reflection, each of you can send one message per day; from day 4 the conversation opens up. On day 7 the chat completes and you each choose whether to keep the match or let it go.",
  },
  {
    topic: "Echo",
    question: "What is Echo Amplified?",
    answer:
      "Echo Amplified is the add-on that lets you open new matches as Echo chats. It costs $4 per month, or $12 once for lifetime access, and you can add it to any plan, including Free.",
  },
  {
    topic: "Matching",
    question: "How does compatibility matching work?",
    answer:
      "Our own compatibility engine compares your quiz answers, the interests you share and what you are each looking for, and explains the result in plain words. The score is deterministic, so the same two people always see the same result. It only considers people whose gender and age preferences fit yours and whose do in return, within your chosen distance.",
  },
  {
    topic: "Matching",
    question: "Do you use an outside AI to judge me?",
    answer:
      "No. Compatibility scores, Connection DNA and digest insights are calculated by our own engine on our servers from your answers, interests and intent. No external AI service is needed, and nothing about you is guessed at random.",
  },
  {
    topic: "Premium features",
    question: "What is the AI digest?",
    answer:
      "The AI digest is a daily summary for Unlocked+ and Unlocked Beyond members with compatibility insights, conversation starters and a closer look at your matches. Your last 30 digests stay in your digest history so you can look back.",
  },
  {
    topic: "Premium features",
    question: "What is the Memory Vault?",
    answer:
      "The Memory Vault is a private space for Unlocked Beyond members to keep favorite matches, prompts that inspired you and special moments. Only you can see what you save there.",
  },
  {
    topic: "Premium features",
    question: "What is Connection DNA?",
    answer:
      "Connection DNA is an Unlocked Beyond feature that turns your answers into a portrait of how you connect: your emotional intelligence, love language and communication style, with a compatibility analysis and practical next steps.",
  },
  {
    topic: "Premium features",
    question: "Is video chat available?",
    answer:
      "Yes, video chat is included with Unlocked+ and Unlocked Beyond and works with your matches inside the app. Background blur is on by default, and you can switch your camera, microphone and blur on or off at any time during a call.",
  },
  {
    topic: "Billing",
    question: "How do I pay, and does my plan renew automatically?",
    answer:
      "Payments are handled securely by PayPal, so we never see your card or bank details. Monthly plans run for one month and yearly plans for one year, and both renew automatically until you cancel. If a price ever changes, we will tell you at least 30 days before it applies to you.",
  },
  {
    topic: "Billing",
    question: "How do I cancel my subscription?",
    answer:
      "You can cancel at any time from your subscription settings, and it stops your plan from renewing. You keep all your paid features until the end of the period you have already paid for, then your account moves to Free with your matches and conversations intact.",
  },
  {
    topic: "Billing",
    question: "Can I get a refund?",
    answer:
      "We do not refund partial months or unused parts of a subscription period, which is why cancelling keeps your access until the period ends. If you think you were charged by mistake, email support@unlocked.app and we will look into it straight away.",
  },
  {
    topic: "Privacy & security",
    question: "How do you keep my data secure?",
    answer:
      "Passwords are hashed with scrypt, so we never store or see the password itself, and your session lives in an httpOnly cookie that page scripts cannot read. Our servers check on every request that you can only reach your own information and your own matches. We never sell your data, show no ads and use only essential cookies, with no tracking or analytics.",
  },
  {
    topic: "Privacy & security",
    question: "Can someone find my location from my photos?",
    answer:
      "No. Every photo is re-encoded when you upload it, which removes hidden EXIF metadata, including GPS coordinates, before anyone else can see it.",
  },
  {
    topic: "Privacy & security",
    question: "How is my location used?",
    answer:
      "We never ask for your device's GPS. Your zip code is turned into the approximate center of that area, which we use only to calculate distances, so other members see roughly how far away you are and never your address.",
  },
  {
    topic: "Privacy & security",
    question: "Who can see my profile?",
    answer:
      "You choose in your safety settings. Public profiles appear in discovery, Matches only profiles are visible just to people you have already matched with, and Private profiles are not shown to anyone. You can change this whenever you like.",
  },
  {
    topic: "Safety",
    question: "How do I block or report someone?",
    answer:
      "Use the Block or Report option on their profile. When you block someone, you disappear from each other everywhere on Unlocked, including discovery, search, matches and messages. Reports are reviewed by our team, and you can add up to 500 characters of detail to help us understand what happened.",
  },
  {
    topic: "Safety",
    question: "What should I keep in mind before meeting someone?",
    answer:
      "Get to know each other in the app first, and consider a video chat before you meet. Meet somewhere public, tell a friend where you will be, arrange your own travel and never send money to someone you have not met. Trust your instincts, and if you are ever in danger, call your local emergency number (911 in the US).",
  },
  {
    topic: "Safety",
    question: "How does age verification work?",
    answer:
      "Unlocked is strictly for adults aged 18 and over: everyone confirms their age before using the app, and your age is calculated from the date of birth you give us. Members who complete age verification show an Age Verified badge, and by default you only see verified members, which you can change in your safety settings.",
  },
  {
    topic: "Account",
    question: "How do I change my password or email, or reset a forgotten password?",
    answer:
      "You can change your password in your account settings, and if you have forgotten it, use the forgotten-password link on the sign-in page to get a reset link by email. Passwords need at least 12 characters with an uppercase letter, a lowercase letter, a number and one of @$!%*?&. To change your email address, write to support@unlocked.app from the address currently on your account.",
  },
  {
    topic: "Account",
    question: "How do I delete my account?",
    answer:
      "You can delete your account at any time from your account settings. This removes your profile, photos, the messages you sent, your likes, your matches and your settings. If you have a paid plan, it ends with the account and is not refunded for the remaining period.",
  },
  {
    topic: "Accessibility",
    question: "Is Unlocked accessible?",
    answer:
      "We aim to meet WCAG 2.1 AA, with full keyboard navigation, visible focus, readable contrast, screen reader labels, reduced motion and layouts that work on small screens. If something gets in your way, email accessibility@unlocked.app and we will respond within 2 business days.",
  },
  {
    topic: "Support",
    question: "How do I contact support?",
    answer:
      "Email support@unlocked.app and a real person will reply. For privacy requests such as a copy of your data, please write from the email address on your account so we can confirm it is you.",
  },
];
