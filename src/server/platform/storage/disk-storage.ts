import { constants as fsConstants, promises as fs } from "node:fs";
import path from "node:path";
import { assertSafeKey, type FileStorage } from "./file-storage.js";

/** Files under `root` (DATA_DIR/uploads by default), served by app.ts at /media/. */
export function createDiskStorage(root: string, urlPrefix = "/media"): FileStorage {
  return {
    async put(key, data) {
      assertSafeKey(key);
      const file = path.join(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async get(key) {
      assertSafeKey(key);
      try {
        return await fs.readFile(path.join(root, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await fs.rm(path.join(root, key), { force: true });
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${urlPrefix}/${key}`;
    },
    async check() {
      try {
        await fs.mkdir(root, { recursive: true });
        await fs.access(root, fsConstants.W_OK);
        const { bavail, bsize } = await fs.statfs(root);
        return { status: "ok", detail: `Local disk, ${((bavail * bsize) / 1e9).toFixed(1)} GB free` };
      } catch {
        return { status: "error", detail: "Local disk not writable" };
      }
    },
  };
}
