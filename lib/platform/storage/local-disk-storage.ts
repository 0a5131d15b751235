import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { getEnv } from "@/lib/env";
import type { ImageStorage } from "./image-storage";

/** A stored file name: letters, digits, dot, dash, underscore; no path. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The disk adapter: DATA_DIR/uploads/<siteId>/<filename>; paths never leave the site's folder. */
export function createLocalDiskStorage(root = () => path.resolve(getEnv().DATA_DIR, "uploads")): ImageStorage {
  const fileOf = (siteId: number, filename: string): string => {
    if (!Number.isInteger(siteId) || siteId < 1 || !SAFE_NAME.test(filename) || filename.includes("..")) {
      throw new Error(`Invalid stored file name: ${filename}`);
    }
    return path.join(root(), String(siteId), filename);
  };
  return {
    async write(siteId, filename, bytes) {
      const file = fileOf(siteId, filename);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await fs.writeFile(temp, bytes, { flag: "wx" });
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async read(siteId, filename) {
      try {
        return await fs.readFile(fileOf(siteId, filename));
      } catch {
        return null;
      }
    },
    async remove(siteId, filenames) {
      await Promise.all(filenames.map((name) => fs.rm(fileOf(siteId, name), { force: true })));
    },
    async exists(siteId, filename) {
      try {
        await fs.access(fileOf(siteId, filename));
        return true;
      } catch {
        return false;
      }
    },
  };
}
