import { Camera, Clock, Star, Trash2, Upload } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { ProfileLimits } from "#shared/limits";
import { PhotoStatus, ProfileText, ProfileToasts } from "#shared/messages";
import type { OwnProfile, Photo } from "#shared/profiles";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { focusIsLost } from "../../../lib/focus";
import { notify } from "../../../lib/toast";
import { useDeletePhoto, useSetMainPhoto, useUploadPhoto } from "../api";
import { onDemand } from "../../../components/ui/on-demand";
import { cameraAvailable } from "../lib/camera";

const CameraCapture = /* @__PURE__ */ onDemand(
  () => import("./camera-capture").then((m) => m.CameraCapture),
  (props) => props.open,
);
const DeletePhotoDialog = /* @__PURE__ */ onDemand(
  () => import("./delete-photo-dialog").then((m) => m.DeletePhotoDialog),
  (props) => props.number !== null,
);

/**
 * Upload (file or camera), Set as Main and Delete (after a confirmation); the upload area hides at
 * 6 photos. Which photo is main is whatever the server says (`avatar_url`), never guessed here.
 * After each action a status line says what happened; focus goes to it when the control that was
 * used has gone (a deleted photo's tile, the Set as Main of the new main photo).
 */
export function PhotoManager({ profile }: { profile: OwnProfile }) {
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const setMain = useSetMainPhoto();
  const [progress, setProgress] = useState<number | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [confirming, setConfirming] = useState<{ photo: Photo; number: number } | null>(null);
  const [status, setStatus] = useState({ text: "", seq: 0 });
  const fileInput = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const full = profile.photos.length >= ProfileLimits.photosMax;

  // Runs again when the profile re-renders: the used control may leave the page after the status
  // changed (the new main photo's "Set as Main" goes when the refreshed profile arrives).
  useEffect(() => {
    if (status.seq && focusIsLost()) statusRef.current?.focus();
  }, [status, profile]);

  const announce = (text: string) => setStatus((s) => ({ text, seq: s.seq + 1 }));

  async function send(file: Blob, filename: string) {
    setProgress(0);
    try {
      const updated = await upload.mutateAsync({ file, filename, onProgress: setProgress });
      const n = updated.photos.length;
      announce(updated.photos.at(-1)?.in_review ? PhotoStatus.uploadedInReview(n) : PhotoStatus.uploaded(n));
    } catch (err) {
      notify.error(ProfileToasts.uploadFailed.title, `${ProfileToasts.uploadFailed.description}: ${errorMessage(err)}`);
    } finally {
      setProgress(null);
    }
  }

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/"))
      return notify.error(ProfileToasts.uploadFailed.title, ProfileText.photoNotImage);
    if (file.size > ProfileLimits.photoBytesMax)
      return notify.error(ProfileToasts.uploadFailed.title, ProfileText.photoTooLarge);
    void send(file, file.name);
  }

  function openCamera() {
    if (!cameraAvailable()) return window.alert(ProfileText.cameraUnavailable);
    setCameraOpen(true);
  }

  function makeMain(photo: Photo, number: number) {
    setMain.mutate(photo.id, {
      onSuccess: () => announce(PhotoStatus.mainSet(number)),
      onError: (err) =>
        notify.error(
          ProfileToasts.updateFailed.title,
          `${ProfileToasts.updateFailed.description}: ${errorMessage(err)}`,
        ),
    });
  }

  async function confirmDelete() {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.photo.id);
      announce(PhotoStatus.deleted);
      setConfirming(null);
    } catch (err) {
      notify.error(ProfileToasts.updateFailed.title, `${ProfileToasts.updateFailed.description}: ${errorMessage(err)}`);
    }
  }

  const busy = progress !== null;
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Photos
        </h2>
        <p className="text-sm text-slate-600">{ProfileText.photosHint}</p>
      </div>
      {profile.photos.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Your photos">
          {profile.photos.map((photo, i) => {
            const isMain = photo.url === profile.avatar_url;
            const n = i + 1;
            return (
              <li
                key={photo.id}
                className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
              >
                <div className="relative">
                  <img
                    src={photo.url}
                    alt={`Your photo ${n}${isMain ? " (main)" : photo.in_review ? " (in review)" : ""}`}
                    className="aspect-[4/5] w-full object-cover"
                  />
                  {photo.in_review ? (
                    <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                      <Clock className="size-3" aria-hidden />
                      In review
                    </span>
                  ) : null}
                  {isMain ? (
                    <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-violet-700 px-2 py-0.5 text-xs font-semibold text-white">
                      <Star className="size-3" aria-hidden fill="currentColor" />
                      Main
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col gap-1 p-2 lg:flex-row">
                  {isMain ? (
                    <p className="flex min-h-11 flex-1 items-center justify-center text-xs font-semibold text-violet-800">
                      Main photo
                    </p>
                  ) : photo.in_review ? (
                    <p className="flex min-h-11 flex-1 items-center px-1 text-xs text-amber-950">
                      {ProfileText.photoHeldNote}
                    </p>
                  ) : (
                    <Button
                      variant="secondary"
                      className="w-full px-2 text-xs whitespace-nowrap lg:flex-1"
                      pending={setMain.isPending}
                      onClick={() => makeMain(photo, n)}
                      aria-label={`Set photo ${n} as main`}
                    >
                      <Star aria-hidden /> Set as Main
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    className="w-full px-2 text-xs text-red-700 hover:bg-red-50 hover:text-red-800 lg:w-auto"
                    onClick={() => setConfirming({ photo, number: n })}
                    aria-label={`Delete photo ${n}`}
                  >
                    <Trash2 aria-hidden /> Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <p
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={status.text ? "w-fit text-sm font-medium text-slate-800" : "sr-only"}
      >
        {status.text}
      </p>
      {full ? (
        <p className="text-sm text-slate-700">{ProfileText.photosFull}</p>
      ) : (
        <div className="rounded-xl border-2 border-dashed border-violet-300 bg-violet-50/50 p-4">
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose a photo to upload"
            onChange={onFile}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => fileInput.current?.click()} pending={busy}>
              <Upload aria-hidden /> Upload Photo
            </Button>
            <Button variant="outline" onClick={openCamera} pending={busy}>
              <Camera aria-hidden /> Take Photo
            </Button>
          </div>
          {busy ? (
            <div className="mt-3">
              <progress
                className="h-2 w-full accent-violet-700"
                max={1}
                value={progress}
                aria-label="Upload progress"
              />
              <p className="text-sm text-slate-700">Uploading... {Math.round(progress * 100)}%</p>
            </div>
          ) : null}
        </div>
      )}
      <CameraCapture
        open={cameraOpen}
        onOpenChange={setCameraOpen}
        finalFocus={statusRef}
        onCapture={(blob) => void send(blob, `${Date.now()}.jpg`)}
      />
      <DeletePhotoDialog
        number={confirming?.number ?? null}
        pending={remove.isPending}
        finalFocus={statusRef}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
