import "server-only";
import type { ImageStorage } from "./image-storage";
import { createLocalDiskStorage } from "./local-disk-storage";

const KEY = Symbol.for("evolusite.imageStorage");

/** The process's storage (the disk under DATA_DIR unless replaced, e.g. by a test). */
export function getImageStorage(): ImageStorage {
  const holder = globalThis as { [KEY]?: ImageStorage };
  holder[KEY] ??= createLocalDiskStorage();
  return holder[KEY];
}

/** Replaces the storage of the process (another adapter, a failing one in tests). */
export function setImageStorage(storage: ImageStorage | null): void {
  const holder = globalThis as { [KEY]?: ImageStorage };
  if (storage) holder[KEY] = storage;
  else delete holder[KEY];
}
