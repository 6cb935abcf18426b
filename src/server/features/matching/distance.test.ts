import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCoordinate, formatDistance } from "#shared/distance";
import { DistanceText } from "#shared/messages";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const distance = (payload: unknown) =>
  t.app.inject({ method: "POST", url: "/api/distance", payload: payload as object });

describe("the distance between two zip codes", () => {
  it("answers miles between the zips' centroids, with both coordinates", async () => {
    const res = await distance({ zipCode1: "10001", zipCode2: " 90210 " });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    // Manhattan to Beverly Hills: about 2,450 miles as the crow flies.
    expect(body.distance).toBeGreaterThan(2400);
    expect(body.distance).toBeLessThan(2500);
    expect(body).toMatchObject({ zipCode1: "10001", zipCode2: "90210" });
    expect(body.coordinates.zipCode1.lat).toBeCloseTo(40.75, 1);
    expect(body.coordinates.zipCode2.lon).toBeCloseTo(-118.4, 1);

    const same = json(await distance({ zipCode1: "60614", zipCode2: "60614-1234" }));
    expect(same.distance).toBe(0);
    const near = json(await distance({ zipCode1: "10001", zipCode2: "10011" }));
    expect(near.distance).toBeGreaterThan(0);
    expect(near.distance).toBeLessThan(2);
  });

  it("needs both zips, and says when one is unknown", async () => {
    for (const payload of [{ zipCode1: "10001" }, { zipCode1: "  ", zipCode2: "10001" }, {}]) {
      const res = await distance(payload);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.message).toBe(DistanceText.bothRequired);
    }
    for (const payload of [
      { zipCode1: "00000", zipCode2: "10001" },
      { zipCode1: "10001", zipCode2: "hello" },
      { zipCode1: "10001", zipCode2: "12345678901" },
    ]) {
      const res = await distance(payload);
      expect(res.statusCode).toBe(400);
      expect(json(res).error.message).toBe(DistanceText.failed);
    }
  });
});

describe("distance formatting (part 2 §9)", () => {
  it("shows under a mile in whole feet, otherwise miles with one decimal, coordinates with four", () => {
    expect(formatDistance(0)).toBe("0 feet");
    expect(formatDistance(0.5)).toBe("2640 feet");
    expect(formatDistance(0.99)).toBe("5227 feet");
    expect(formatDistance(1)).toBe("1.0 miles");
    expect(formatDistance(12.345)).toBe("12.3 miles");
    expect(formatCoordinate(40.75)).toBe("40.7500");
    expect(formatCoordinate(-118.40612)).toBe("-118.4061");
  });
});
