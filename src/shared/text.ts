import { z } from "zod";
import { GeneralText } from "./messages.js";

/** Text PostgreSQL can store: no NUL characters (they would otherwise fail deep in the database). */
export const storableText = () => z.string().refine((s) => !s.includes("\0"), GeneralText.invalidCharacter);
