import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionResponse, SessionUser, SignInInput, SignInResponse, SignUpInput } from "../../../shared/auth";
import { api } from "../../lib/api";

export const sessionQueryKey = ["auth", "session"] as const;

export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => api<SessionResponse>("/api/auth/session"),
    staleTime: 60_000,
  });
  return { user: query.data?.user ?? null, loading: query.isPending, refetch: query.refetch };
}

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) => api<{ message: string }>("/api/auth/sign-up", { body: input }),
  });
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => api<SignInResponse>("/api/auth/sign-in", { body: input }),
    onSuccess: (data) => qc.setQueryData<SessionResponse>(sessionQueryKey, { user: data.user }),
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ ok: true }>("/api/auth/sign-out", { method: "POST" }),
    onSuccess: () => {
      qc.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== "auth" });
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
    mutationFn: (input: { token: string; newPassword: string }) =>
      api<{ ok: true }>("/api/auth/reset-password", { body: input }),
  });
}

export function useVerifyAge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (dateOfBirth: string) => api<{ isVerified: true }>("/api/auth/age-verification", { body: { dateOfBirth } }),
    onSuccess: () =>
      qc.setQueryData<SessionResponse>(sessionQueryKey, (old) =>
        old?.user ? { user: { ...old.user, ageVerified: true } satisfies SessionUser } : old,
      ),
  });
}
