import type { ComponentHealth } from "#shared/health";

/** Where uploaded files live. Keys look like `{userId}/{timestamp}-{random}.{ext}`. */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** The URL the browser loads the file from. */
  publicUrl(key: string): string;
  /** Whether files can be written now (GET /api/health). */
  check(): Promise<ComponentHealth>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]{1,64}\/[0-9]{10,20}-[A-Za-z0-9_-]{8,32}\.(webp|jpg|png|zip)$/;

/** Keys are built by our code, but a storage backend never trusts them to stay inside its root. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
