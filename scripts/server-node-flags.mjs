// The V8 flags the server runs with, wherever it is started: `npm start` passes them on its
// command line (package.json), the benches and the cluster script to each server they spawn, and
// a deployment's own command line should too (README, "Running in production").
// --heap-growing-percent=25: V8 collects the old generation when it has grown 25 % past what
// survived the last full collection, not up to 4x; one process with 2,000 open sockets peaked at
// 261-263 MB without it and 199-204 MB with it (ADR 0333).
export const SERVER_NODE_FLAGS = ["--heap-growing-percent=25"];
