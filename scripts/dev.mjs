// `npm run dev`: the API server with reload (tsx watch) and, once the API answers, Vite with hot
// reload — started after the API so its proxy never logs "connection refused" during start-up.
// PORT is the API's port (as for `npm start`); Vite's proxy follows it (vite.config.ts).
import { spawn } from "node:child_process";

const apiPort = process.env.PORT ?? "3000";
const env = {
  ...process.env,
  PORT: apiPort,
  APP_URL: process.env.APP_URL ?? `http://localhost:${process.env.VITE_PORT ?? 5173}`,
};
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], { stdio: "inherit", env }),
];

const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children[0].on("exit", (code) => {
  stop();
  process.exitCode = code ?? 0;
});

async function apiAnswers() {
  try {
    return (await fetch(`http://127.0.0.1:${apiPort}/api/health`)).ok;
  } catch {
    return false;
  }
}
const deadline = Date.now() + 120_000;
while (!(await apiAnswers())) {
  if (Date.now() > deadline || children[0].exitCode !== null) break;
  await new Promise((r) => setTimeout(r, 300));
}
if (children[0].exitCode === null) {
  const vite = spawn("npx", ["vite"], { stdio: "inherit", env });
  children.push(vite);
  vite.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
