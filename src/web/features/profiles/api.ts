import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GeneralText, ProfileToasts } from "#shared/messages";
import type { ProfileUpdate } from "#shared/profile-fields";
import { ownProfileSchema, type OwnProfile } from "#shared/profiles";
import { api, ApiError, ContractError } from "../../lib/api";
import { myProfileQuery } from "../../lib/my-profile";

/** Every profile query's key and fetcher, in one place; hooks and cache updates go through these. */
export const profileQueries = {
  all: ["profiles"] as const,
  mine: myProfileQuery,
};

/** Every profile write answers with the whole profile, which replaces the cached one. */
function useProfileMutation<V>(fn: (vars: V) => Promise<OwnProfile>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (profile) => qc.setQueryData(profileQueries.mine().queryKey, profile),
  });
}

export function useUpdateProfile() {
  return useProfileMutation((changes: ProfileUpdate) =>
    api("/api/profile", ownProfileSchema, { method: "PATCH", body: changes }),
  );
}

export function useDeletePhoto() {
  return useProfileMutation((photoId: string) =>
    api(`/api/profile/photos/${encodeURIComponent(photoId)}`, ownProfileSchema, { method: "DELETE" }),
  );
}

export function useSetMainPhoto() {
  return useProfileMutation((photoId: string) =>
    api("/api/profile/avatar", ownProfileSchema, { method: "PUT", body: { photo_id: photoId } }),
  );
}

/** Upload through XHR so the editor can show progress (fetch has no upload progress). */
export function uploadPhoto(file: Blob, filename: string, onProgress: (fraction: number) => void): Promise<OwnProfile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/profile/photos");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", GeneralText.offline));
    xhr.onload = () => {
      let data: { error?: { code?: string; message?: string } } | undefined;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ownProfileSchema.safeParse(data);
        if (parsed.success) resolve(parsed.data);
        else reject(new ContractError(xhr.status, "CONTRACT", GeneralText.unexpected));
      } else
        reject(
          new ApiError(
            xhr.status,
            data?.error?.code ?? "UNKNOWN",
            data?.error?.message ?? ProfileToasts.uploadFailed.description,
          ),
        );
    };
    const form = new FormData();
    form.append("photo", file, filename);
    xhr.send(form);
  });
}

export function useUploadPhoto() {
  return useProfileMutation(
    ({ file, filename, onProgress }: { file: Blob; filename: string; onProgress: (f: number) => void }) =>
      uploadPhoto(file, filename, onProgress),
  );
}
