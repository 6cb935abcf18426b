import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { DistanceCalculator } from "./distance-calculator";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const first = () => screen.getByLabelText("First zip code") as HTMLInputElement;
const second = () => screen.getByLabelText("Second zip code") as HTMLInputElement;
const calculate = () => screen.getByRole("button", { name: "Calculate" }) as HTMLButtonElement;

describe("the distance calculator", () => {
  it("takes at most 10 characters per zip and stays disabled until both are filled", () => {
    renderWithApp(<DistanceCalculator />);
    expect(first().maxLength).toBe(10);
    expect(second().maxLength).toBe(10);
    expect(calculate().disabled).toBe(true);
    fireEvent.input(first(), { target: { value: "10001" } });
    expect(calculate().disabled).toBe(true);
    fireEvent.input(second(), { target: { value: "   " } });
    expect(calculate().disabled).toBe(true);
    fireEvent.input(second(), { target: { value: "10011" } });
    expect(calculate().disabled).toBe(false);
  });

  it("sends both zips and shows the answer in feet under a mile, with coordinates to four decimals", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
      Response.json({
        distance: 0.5,
        zipCode1: "10001",
        zipCode2: "10011",
        coordinates: { zipCode1: { lat: 40.75, lon: -73.9967 }, zipCode2: { lat: 40.74, lon: -74.00012 } },
      }),
    );
    renderWithApp(<DistanceCalculator />);
    fireEvent.input(first(), { target: { value: "10001" } });
    fireEvent.input(second(), { target: { value: "10011" } });
    fireEvent.click(calculate());

    expect(await screen.findByText("2640 feet")).toBeTruthy();
    expect(screen.getByText(/10001: 40\.7500, -73\.9967/)).toBeTruthy();
    expect(screen.getByText(/10011: 40\.7400, -74\.0001/)).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/distance");
    expect(JSON.parse(String(init!.body))).toEqual({ zipCode1: "10001", zipCode2: "10011" });
  });

  it("clears the last answer when the server cannot measure", async () => {
    vi.spyOn(globalThis, "fetch")
      .mockImplementationOnce(async () =>
        Response.json({
          distance: 12.34,
          zipCode1: "10001",
          zipCode2: "90210",
          coordinates: { zipCode1: { lat: 1, lon: 2 }, zipCode2: { lat: 3, lon: 4 } },
        }),
      )
      .mockImplementationOnce(async () =>
        Response.json(
          { error: { code: "VALIDATION_FAILED", message: "Failed to calculate distance between zip codes" } },
          { status: 400 },
        ),
      );
    renderWithApp(<DistanceCalculator />);
    fireEvent.input(first(), { target: { value: "10001" } });
    fireEvent.input(second(), { target: { value: "90210" } });
    fireEvent.click(calculate());
    expect(await screen.findByText("12.3 miles")).toBeTruthy();
    fireEvent.input(second(), { target: { value: "00000" } });
    fireEvent.click(calculate());
    await waitFor(() => expect(screen.queryByText("12.3 miles")).toBeNull());
  });
});
