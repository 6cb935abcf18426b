import { describe, expect, it } from "vitest";
import { canonicalEmail } from "./canonical-email.js";

describe("the mailbox an address reaches", () => {
  it("drops a +tag and case everywhere, and Gmail's dots and second domain", () => {
    expect(canonicalEmail("  Ann.Lee+dating@Example.com ")).toBe("ann.lee@example.com");
    expect(canonicalEmail("a.n.n.lee+x+y@gmail.com")).toBe("annlee@gmail.com");
    expect(canonicalEmail("Ann.Lee@GoogleMail.com")).toBe("annlee@gmail.com");
    // Dots matter elsewhere; an address that is only a tag keeps it; no @ stays as typed (lower case).
    expect(canonicalEmail("ann.lee@example.com")).not.toBe(canonicalEmail("annlee@example.com"));
    expect(canonicalEmail("+tag@example.com")).toBe("+tag@example.com");
    expect(canonicalEmail("Not-An-Address")).toBe("not-an-address");
  });
});
