/** What the app shell loads on demand from this feature: the call host, once a call rings or the member starts one. */
export { CallHost } from "./components/call-host";
