import { queryOptions, useQuery } from "@tanstack/react-query";
import { messageResponseSchema } from "#shared/auth";
import { frameAnswerSchema, verificationCheckSchema, verificationStatusSchema } from "#shared/verification";
import { api } from "../../lib/api";

export const verificationQueries = {
  all: ["verification"] as const,
  /** The member's own Verified mark. */
  status: () =>
    queryOptions({
      queryKey: [...verificationQueries.all, "status"] as const,
      queryFn: ({ client }) => api("/api/verification", verificationStatusSchema, { client }),
    }),
};

export const useVerificationStatus = () => useQuery(verificationQueries.status());

/** A new live check: its steps, in the order the server drew. */
export const startCheck = () => api("/api/verification/checks", verificationCheckSchema, { method: "POST", body: {} });

/** One camera frame of a running check; the server says what it did. */
export const sendFrame = (checkId: string, frame: Blob) =>
  api(`/api/verification/checks/${encodeURIComponent(checkId)}/frames`, frameAnswerSchema, { body: frame });

/** A picture's bytes as base64 (the review's JSON body). */
const base64 = (picture: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(",") + 1));
    reader.onerror = () => reject(reader.error ?? new Error("The picture could not be read"));
    reader.readAsDataURL(picture);
  });

/** Sends a failed check's own pictures for a moderator to compare with the member's photos. */
export const requestReview = async (checkId: string, pictures: Blob[]) =>
  api(`/api/verification/checks/${encodeURIComponent(checkId)}/review`, messageResponseSchema, {
    method: "POST",
    body: { frames: await Promise.all(pictures.map(base64)) },
  });
