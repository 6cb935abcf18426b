import { ProfileLimits as P } from "../limits.js";
import { AgeText } from "./account.js";

// One area of the spec's texts (messages.ts): the profile, its editor and its photos.

/** The photo size cap in whole megabytes, for sentences. */
export const photoMegabytes = P.photoBytesMax / (1024 * 1024);

export const ProfileText = {
  nameRequired: "Name is required",
  nameTooLong: `Name must be less than ${P.nameMax} characters`,
  nameChars: "Name can only contain letters, spaces, hyphens, and apostrophes",
  bioTooLong: `Bio must be less than ${P.bioMax} characters`,
  ageMin: `Must be at least ${P.ageMin} years old`,
  ageMax: AgeText.unrealistic,
  ageMismatch: "Age must match your date of birth",
  locationTooLong: `Location must be less than ${P.textMax} characters`,
  occupationTooLong: `Occupation must be less than ${P.textMax} characters`,
  educationTooLong: `Education must be less than ${P.textMax} characters`,
  interestEmpty: "Interest cannot be empty",
  interestTooLong: `Interest must be less than ${P.interestMax} characters`,
  interestsTooMany: `Maximum ${P.interestsMax} interests allowed`,
  promptUnknown: "Please choose a prompt from the list",
  promptRepeated: "Each prompt can be answered only once",
  promptAnswerEmpty: "Write an answer, or remove this prompt",
  promptAnswerTooLong: `Answers must be ${P.promptAnswerMax} characters or fewer`,
  promptsTooMany: `Answer at most ${P.promptsMax} prompts`,
  photoUrlInvalid: "Invalid photo URL",
  photosTooMany: `Maximum ${P.photosMax} photos allowed`,
  agePrefRange: `Age preference must be between ${P.agePreferenceMin} and ${P.agePreferenceMax}`,
  agePrefOrder: "Minimum age preference cannot be more than the maximum",
  distanceRange: `Distance must be between ${P.distanceMin} and ${P.distanceMax} miles`,
  zipTooLong: `Zip code must be at most ${P.zipMax} characters`,
  zipUnknown: "We couldn't find that zip code. Please enter a valid US zip code.",
  heightInvalid: `Height must be a whole number of centimetres between ${P.heightMinCm} and ${P.heightMaxCm}`,
  genderInvalid: "Please choose a gender from the list",
  lookingForInvalid: "Please choose what you are looking for from the list",
  photoNotImage: "Only images can be uploaded (JPEG, PNG, WebP or HEIC).",
  photoTooLarge: `Photos must be ${photoMegabytes} MB or smaller.`,
  photoLimit: `You can have at most ${P.photosMax} photos. Delete one to add another.`,
  photoMissing: "Choose a photo to upload.",
  photoNotFound: "Photo not found",
  /** An upload the photo review found clearly explicit (ADR 0324). */
  photoRefused:
    "This photo looks sexually explicit, which our community guidelines don't allow on profiles. Please choose another photo.",
  photoInReview: "This photo is being reviewed. It can become your main photo once it's approved.",
  photoHeldNote: "In review: only you can see this photo until our team has looked at it.",
  profileNotFound: "Profile not found",
  cameraUnavailable: "Camera access not available. Please use the upload option instead.",
  photosHint: `Up to ${P.photosMax} photos, ${photoMegabytes} MB each. We remove location and camera data from every photo.`,
  photosFull: `You have ${P.photosMax} photos. Delete one to add another.`,
} as const;

/** What the photo manager announces (and moves focus to) after each action. */
export const PhotoStatus = {
  uploaded: (n: number) => `Photo ${n} uploaded.`,
  uploadedInReview: (n: number) => `Photo ${n} uploaded. Our team will review it before others can see it.`,
  mainSet: (n: number) => `Photo ${n} is now your main photo.`,
  deleted: "Photo deleted.",
} as const;

export const ProfileToasts = {
  loadFailed: { title: "Error", description: "Failed to load profile" },
  updateFailed: { title: "Error", description: "Failed to update profile" },
  uploadFailed: { title: "Error", description: "Failed to upload photo" },
  updated: { title: "Success", description: "Profile updated successfully" },
  createAccountFirst: { title: "Create Account First", description: "Please sign up or sign in to continue." },
  completeProfileFirst: {
    title: "Complete Profile First",
    description: "Add your name, gender and what you're looking for before taking the quiz.",
  },
} as const;
