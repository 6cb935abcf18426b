/** Whether this browser can offer Take Photo at all (the camera dialog loads only when opened). */
export function cameraAvailable(): boolean {
  return typeof navigator !== "undefined" && Boolean(navigator.mediaDevices?.getUserMedia);
}
