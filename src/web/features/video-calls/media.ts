/** How strongly the outgoing picture is blurred while blur is on. */
const BLUR_PX = 18;
const FRAME_MS = 1000 / 15;

export type LocalMedia = {
  /** What the other person receives as video: the blurred picture or the camera's own. */
  outgoing: () => MediaStreamTrack;
  audio: MediaStreamTrack | undefined;
  /** The preview: what the other person sees (a new stream whenever blur changes). */
  preview: () => MediaStream;
  setBlur: (on: boolean) => void;
  setCamera: (on: boolean) => void;
  setMic: (on: boolean) => void;
  /** Stops every track (camera, microphone, the blurred copy) and the drawing loop. */
  stop: () => void;
};

/**
 * The camera and microphone, and a blurred copy of the camera drawn on a canvas: blur hides the
 * outgoing video itself (docs/spec/owner-decisions.md, video call), so the other person never receives a sharp
 * frame while it is on, whatever their page does. Rejects when access is refused.
 */
export async function openLocalMedia(onBlurChange: (track: MediaStreamTrack) => void): Promise<LocalMedia> {
  const camera = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: true });
  const [raw] = camera.getVideoTracks();
  const audio = camera.getAudioTracks()[0];
  if (!raw) {
    for (const t of camera.getTracks()) t.stop();
    throw new DOMException("no camera", "NotFoundError");
  }
  const source = document.createElement("video");
  source.muted = true;
  source.playsInline = true;
  source.srcObject = new MediaStream([raw]);
  await source.play().catch(() => undefined);
  const { width = 640, height = 480 } = raw.getSettings();
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d")!;
  // Drawn on a timer, not animation frames, so a call in a background tab keeps sending pictures.
  const draw = () => {
    ctx.filter = `blur(${BLUR_PX}px)`;
    ctx.drawImage(source, 0, 0, width, height);
  };
  draw();
  const loop = setInterval(draw, FRAME_MS);
  const blurred = canvas.captureStream(15).getVideoTracks()[0]!;

  let blur = true;
  const outgoing = () => (blur ? blurred : raw);
  return {
    outgoing,
    audio,
    preview: () => new MediaStream([outgoing()]),
    setBlur(on) {
      blur = on;
      onBlurChange(outgoing());
    },
    setCamera(on) {
      raw.enabled = on;
      blurred.enabled = on;
    },
    setMic(on) {
      if (audio) audio.enabled = on;
    },
    stop() {
      clearInterval(loop);
      for (const t of [...camera.getTracks(), blurred]) t.stop();
      source.srcObject = null;
    },
  };
}
