import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its table of Tailwind's classes on its first call (~40 ms on a mid-range
 * phone, one unbroken piece of work): the start-up makes that call in a task of its own (main.tsx),
 * not inside the slice of hydration that first draws a class name.
 */
export function prepareClassMerging(): void {
  twMerge("");
}
