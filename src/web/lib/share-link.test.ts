import { describe, expect, it } from "vitest";
import { isShareable, shareUrl } from "./share-link";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("share links", () => {
  it("hand out origin and path only, never the query or fragment", () => {
    expect(shareUrl("/matches", "https://unlocked.example")).toBe("https://unlocked.example/matches");
  });

  it("are not offered on sign-in, reset or any address carrying a token", () => {
    expect(isShareable(at("/auth"))).toBe(false);
    expect(isShareable(at("/auth/", "?tab=signup"))).toBe(false);
    expect(isShareable(at("/reset-password", "?token=abc"))).toBe(false);
    expect(isShareable(at("/mission", "?token=abc"))).toBe(false);
    expect(isShareable(at("/mission", "", "#access_token=abc&type=recovery"))).toBe(false);
    expect(isShareable(at("/faq", "?invite_code=x"))).toBe(false);
  });

  it("are offered on ordinary pages, whatever harmless query they carry", () => {
    expect(isShareable(at("/"))).toBe(true);
    expect(isShareable(at("/mission"))).toBe(true);
    expect(isShareable(at("/matches", "?search=hiking&zip=10001"))).toBe(true);
  });
});
