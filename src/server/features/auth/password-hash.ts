import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt at OWASP ASVS strength (N = 2^17, r = 8, p = 1); better-auth's default N = 2^14 is below it.
 * Format: scrypt$N$r$p$salt$hash (base64), so parameters can be raised later without breaking old hashes.
 */
export const OWASP_SCRYPT_N = 2 ** 17;
const PARAMS = { r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize("NFKC"), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `N` is OWASP_SCRYPT_N everywhere but in tests (config.ts allows a lower one only there). */
export async function hashPassword(password: string, N: number = OWASP_SCRYPT_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, PARAMS.r, PARAMS.p);
  return ["scrypt", N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [scheme, n, r, p, salt, expected] = hash.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !expected) return false;
  const want = Buffer.from(expected, "base64");
  const got = await scrypt(password, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p));
  return got.length === want.length && timingSafeEqual(got, want);
}
