import { Camera } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { ProfileLimits } from "#shared/limits";
import { ProfileText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent } from "../../../components/ui/dialog";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCapture: (photo: Blob) => void;
  /** Where focus goes after closing if the Take Photo button is busy or gone. */
  finalFocus?: RefObject<HTMLElement | null>;
};

/** A live camera preview; "Take Photo" grabs a frame as a JPEG at quality 0.8. */
export function CameraCapture({ open, onOpenChange, onCapture, finalFocus }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  // The first frame, not just the stream: before it, there is nothing to capture, and a press
  // that silently did nothing would lose the person's photo.
  const [framed, setFramed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let active: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "user" }, audio: false })
      .then((s) => {
        if (cancelled) return s.getTracks().forEach((t) => t.stop());
        active = s;
        setStream(s);
      })
      .catch(() => {
        onOpenChange(false);
        window.alert(ProfileText.cameraUnavailable);
      });
    return () => {
      cancelled = true;
      active?.getTracks().forEach((t) => t.stop());
      setStream(null);
      setFramed(false);
    };
  }, [open, onOpenChange]);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
  }, [stream]);

  function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement("canvas");
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext("2d")!.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (blob) onCapture(blob);
        onOpenChange(false);
      },
      "image/jpeg",
      ProfileLimits.cameraJpegQuality,
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        finalFocus={finalFocus}
        title="Take a photo"
        description="Position yourself in the frame, then take the photo."
      >
        <div className="overflow-hidden rounded-xl bg-slate-900">
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            onLoadedData={() => setFramed(true)}
            className="aspect-[4/3] w-full object-cover"
            aria-label="Camera preview"
          />
        </div>
        <Button className="mt-4 w-full" onClick={capture} disabled={!stream || !framed}>
          <Camera aria-hidden /> Take Photo
        </Button>
      </DialogContent>
    </Dialog>
  );
}
