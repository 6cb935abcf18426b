/** Video calls' public surface: the conversation's call button. (The call host is loaded by the root layout from call-host.lazy.ts.) */
export { VideoCallButton } from "./components/video-call-button";
