import { queryOptions, useQuery } from "@tanstack/react-query";
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
