import { Camera, Star, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState, type ChangeEvent } from "react";
import { ProfileLimits } from "../../../../shared/limits";
import { ProfileText, ProfileToasts } from "../../../../shared/messages";
import type { OwnProfile } from "../../../../shared/profiles";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useDeletePhoto, useSetMainPhoto, useUploadPhoto } from "../api";
import { CameraCapture, cameraAvailable } from "./camera-capture";

/** Upload (file or camera), Set as Main and Delete; the upload area hides at 6 photos. */
export function PhotoManager({ profile }: { profile: OwnProfile }) {
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const setMain = useSetMainPhoto();
  const [progress, setProgress] = useState<number | null>(null);
  const [cameraOpen, setCameraOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const full = profile.photos.length >= ProfileLimits.photosMax;

  async function send(file: Blob, filename: string) {
    setProgress(0);
    try {
      await upload.mutateAsync({ file, filename, onProgress: setProgress });
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
    if (!file.type.startsWith("image/")) return notify.error(ProfileToasts.uploadFailed.title, ProfileText.photoNotImage);
    if (file.size > ProfileLimits.photoBytesMax) return notify.error(ProfileToasts.uploadFailed.title, ProfileText.photoTooLarge);
    void send(file, file.name);
  }

  function openCamera() {
    if (!cameraAvailable()) return window.alert(ProfileText.cameraUnavailable);
    setCameraOpen(true);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Photos
        </h2>
        <p className="text-sm text-slate-600">
          {ProfileText.photosHint}
        </p>
      </div>
      {profile.photos.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {profile.photos.map((photo, i) => {
            const isMain = photo.url === profile.avatar_url;
            return (
              <li key={photo.id} className="overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
                <div className="relative">
                  <img src={photo.url} alt={`Your photo ${i + 1}${isMain ? " (main)" : ""}`} className="aspect-[4/5] w-full object-cover" />
                  {isMain ? (
                    <span className="absolute top-2 left-2 rounded-full bg-violet-700 px-2 py-0.5 text-xs font-semibold text-white">Main</span>
                  ) : null}
                </div>
                <div className="flex gap-1 p-2">
                  <Button size="sm" variant="secondary" className="flex-1" disabled={isMain || setMain.isPending} onClick={() => setMain.mutate(photo.id)} aria-label={`Set photo ${i + 1} as main`}>
                    <Star aria-hidden /> Set as Main
                  </Button>
                  <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate(photo.id)} aria-label={`Delete photo ${i + 1}`}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {full ? (
        <p className="text-sm text-slate-700">{ProfileText.photosFull}</p>
      ) : (
        <div className="rounded-xl border-2 border-dashed border-violet-300 bg-violet-50/50 p-4">
          <input ref={fileInput} id={`${id}-file`} type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label="Choose a photo to upload" onChange={onFile} />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => fileInput.current?.click()} disabled={progress !== null}>
              <Upload aria-hidden /> Upload Photo
            </Button>
            <Button variant="outline" onClick={openCamera} disabled={progress !== null}>
              <Camera aria-hidden /> Take Photo
            </Button>
          </div>
          {progress !== null ? (
            <div className="mt-3">
              <progress className="h-2 w-full accent-violet-700" max={1} value={progress} aria-label="Upload progress" />
              <p className="text-sm text-slate-700" role="status">
                Uploading... {Math.round(progress * 100)}%
              </p>
            </div>
          ) : null}
        </div>
      )}
      <CameraCapture open={cameraOpen} onOpenChange={setCameraOpen} onCapture={(blob) => void send(blob, `${Date.now()}.jpg`)} />
    </section>
  );
}
