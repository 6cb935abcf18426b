/** What the app shell loads for members: what the Unlocked team told them (warnings, reviews). */
export { NoticeHost } from "./components/notice-host";
