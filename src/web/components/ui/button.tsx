import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, MouseEvent } from "react";
import { cn } from "../../lib/cn";

export const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-violet-700 text-white hover:bg-violet-800",
        gradient:
          "bg-gradient-to-r from-violet-700 to-fuchsia-700 text-white hover:from-violet-800 hover:to-fuchsia-800",
        outline: "border-2 border-violet-700 bg-white text-violet-700 hover:bg-violet-50",
        secondary: "bg-violet-100 text-violet-900 hover:bg-violet-200",
        ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
        destructive: "bg-red-700 text-white hover:bg-red-800",
        link: "min-h-0 px-0 text-violet-700 underline-offset-4 hover:underline",
      },
      size: {
        default: "",
        sm: "min-h-9 px-3 text-xs",
        lg: "min-h-12 px-6 text-base",
        icon: "size-11 px-0",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /**
     * Busy (saving, uploading...): looks and acts disabled but stays focusable, so keyboard and
     * screen-reader users keep their place instead of being dropped on <body>.
     */
    pending?: boolean;
  };

export function Button({ className, variant, size, asChild, type, pending, onClick, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...(pending ? { "aria-disabled": true } : {})}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // Also stops a submit button (and Enter in its form) from submitting twice.
        if (pending) return event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    />
  );
}
