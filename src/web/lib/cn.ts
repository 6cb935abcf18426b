import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its class map on its first call (~13 ms of a fast desktop's main thread,
 * four times that on a slow phone). main.tsx calls this in a task of its own at start-up, so that
 * cost is not added to the first render's task (see lib/next-task.ts).
 */
export function prepareClassMerge(): void {
  twMerge("p-1 p-2");
}
