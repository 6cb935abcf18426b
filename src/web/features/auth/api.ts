import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  messageResponseSchema,
  okMessageResponseSchema,
  signInAnswerSchema,
  type SignInInput,
  type SignUpInput,
} from "#shared/auth";
import { okResponseSchema } from "#shared/session";
import { authQueries } from "../../lib/session";
import { api } from "../../lib/api";

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api("/api/auth/sign-up", messageResponseSchema, { body: input }),
  });
}

/** Always answers `{ ok: true }` whether or not the address has an account; 429 when throttled. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) => api("/api/auth/resend-confirmation", okMessageResponseSchema, { body: { email } }),
  });
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api("/api/auth/sign-in", signInAnswerSchema, { body: input }),
    onSuccess: (data) => {
      if ("user" in data) qc.setQueryData(authQueries.session().queryKey, { user: data.user });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api("/api/auth/forgot-password", messageResponseSchema, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; new_password: string }) =>
      api("/api/auth/reset-password", okResponseSchema, { body: input }),
  });
}
