import * as z from "zod/mini";
import { GeneralText } from "./messages.js";

/** Text PostgreSQL can store: no NUL characters (they would otherwise fail deep in the database). */
export const storableText = () => z.string().check(z.refine((s) => !s.includes("\0"), GeneralText.invalidCharacter));
