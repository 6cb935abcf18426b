import { useMutation } from "@tanstack/react-query";
import { distanceResponseSchema, type DistanceRequest } from "#shared/distance";
import { api } from "../../lib/api";

export function useDistance() {
  return useMutation({ mutationFn: (zips: DistanceRequest) => api("/api/distance", distanceResponseSchema, { body: zips }) });
}
