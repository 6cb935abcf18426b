import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { router } from "./app/router";
import { initNativeShell } from "./lib/native-shell";
import "./styles.css";

void initNativeShell();

// A transition lets React render the first screen in short slices, so a slow phone stays
// responsive to taps while it boots (the router already renders its updates this way).
const root = createRoot(document.getElementById("root")!);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
