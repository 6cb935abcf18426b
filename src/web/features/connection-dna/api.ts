import { queryOptions, useQuery } from "@tanstack/react-query";
import { connectionDnaSchema } from "#shared/connection-dna";
import { api } from "../../lib/api";

export const connectionDnaQueries = {
  all: ["connection-dna"] as const,
  dna: () =>
    queryOptions({
      queryKey: [...connectionDnaQueries.all, "dna"] as const,
      queryFn: ({ client }) => api("/api/connection-dna", connectionDnaSchema, { client }),
    }),
};

export const useConnectionDna = () => useQuery(connectionDnaQueries.dna());
