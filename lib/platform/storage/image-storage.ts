import "server-only";

/**
 * Where uploaded files live (ARCHITECTURE: DATA_DIR/uploads/<siteId>/ on disk). The services only
 * see this interface: an S3-compatible adapter can replace the disk one without touching them.
 */
export interface ImageStorage {
  /** Stores a file completely or not at all (written under a temporary name, then renamed). */
  write(siteId: number, filename: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes; null when it does not exist. */
  read(siteId: number, filename: string): Promise<Buffer | null>;
  /** Removes files (missing ones are ignored). */
  remove(siteId: number, filenames: readonly string[]): Promise<void>;
  /** True when the file exists (tests, checks). */
  exists(siteId: number, filename: string): Promise<boolean>;
}
