import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionResponse, SessionUser, SignInInput, SignInResponse, SignUpInput } from "../../../shared/auth";
import { api } from "../../lib/api";

/** Every auth query's key and fetcher, in one place; hooks and cache updates go through these. */
export const authQueries = {
  all: ["auth"] as const,
  session: () =>
    queryOptions({
      queryKey: [...authQueries.all, "session"] as const,
      queryFn: () => api<SessionResponse>("/api/auth/session"),
      staleTime: 60_000,
    }),
};

export function useSession() {
  const query = useQuery(authQueries.session());
  return { user: query.data?.user ?? null, loading: query.isPending, refetch: query.refetch };
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api<{ message: string }>("/api/auth/sign-up", { body: input }),
  });
}

/** Always answers `{ ok: true }` whether or not the address has an account; 429 when throttled. */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) => api<{ ok: true }>("/api/auth/resend-confirmation", { body: { email } }),
  });
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api<SignInResponse>("/api/auth/sign-in", { body: input }),
    onSuccess: (data) => qc.setQueryData(authQueries.session().queryKey, { user: data.user }),
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>("/api/auth/sign-out", { method: "POST" }),
    onSuccess: () => {
      qc.setQueryData(authQueries.session().queryKey, { user: null });
      // Everything else belonged to the person who just left.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueries.all[0] });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api<{ message: string }>("/api/auth/forgot-password", { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; new_password: string }) =>
      api<{ ok: true }>("/api/auth/reset-password", { body: input }),
  });
}

export function useVerifyAge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dateOfBirth: string) => api<{ is_verified: true }>("/api/auth/age-verification", { body: { date_of_birth: dateOfBirth } }),
    onSuccess: () =>
      qc.setQueryData(authQueries.session().queryKey, (old) =>
        old?.user ? { user: { ...old.user, age_verified: true } satisfies SessionUser } : old,
      ),
  });
}
