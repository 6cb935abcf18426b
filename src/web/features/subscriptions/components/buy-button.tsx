import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import type { PlanCode } from "#shared/plans";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../../lib/session";
import { useCheckout } from "../api";

type Props = {
  plan: PlanCode;
  children: ReactNode;
  variant?: "default" | "gradient" | "outline" | "secondary";
  className?: string;
};

/**
 * Buys `plan`: a visitor goes to /auth; a member gets the provider's approval page in a new tab
 * (part 2 §2 /pricing), and this tab updates by itself when the purchase completes.
 */
export function BuyButton({ plan, children, variant = "default", className }: Props) {
  const { user } = useSession();
  const navigate = useNavigate();
  const checkout = useCheckout();
  function buy() {
    if (!user) return void navigate("/auth");
    const tab = window.open("about:blank", "_blank");
    // The approval page must not reach back into this one.
    if (tab) tab.opener = null;
    checkout.mutate({ plan, tab });
  }
  return (
    <Button type="button" variant={variant} className={className} pending={checkout.isPending} onClick={buy}>
      {children}
      {/* A member's checkout opens in a new tab; a screen-reader user hears so before it does. */}
      {user ? <span className="sr-only"> (opens a new tab)</span> : null}
    </Button>
  );
}
