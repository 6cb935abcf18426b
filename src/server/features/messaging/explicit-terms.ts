/**
 * Words masked in incoming messages for members with block_explicit_content on (the default):
 * sexual terms and slurs a stranger might open with. Whole words, any case, plus common
 * plurals; a masked word keeps its first letter so the sentence still reads ("f***").
 * A short list on purpose: masking ordinary words would garble conversations.
 */
const terms = [
  "fuck",
  "fucking",
  "fucker",
  "shit",
  "cunt",
  "cock",
  "dick",
  "pussy",
  "tits",
  "boobs",
  "nudes",
  "nude",
  "naked",
  "sex",
  "sexy",
  "horny",
  "cum",
  "blowjob",
  "handjob",
  "anal",
  "porn",
  "slut",
  "whore",
  "bitch",
  "bastard",
  "faggot",
  "fag",
  "dyke",
  "tranny",
  "retard",
];
const pattern = new RegExp(`\\b(${terms.join("|")})(s|es)?\\b`, "giu");

export function maskExplicit(text: string): string {
  return text.replace(pattern, (word) => word[0] + "*".repeat(word.length - 1));
}
