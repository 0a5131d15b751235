import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Text files of the build output worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(js|css|json|svg|txt)$/;

/**
 * Writes a `.br` (brotli, best level) and a `.gz` (gzip, best level) twin next to every compressible
 * file under `<distDir>/static`, for server/static-assets.ts. Run after Next's production compile
 * and after anything that edits those files (next.config.ts: after the compile hints). Returns how
 * many files were compressed.
 */
export function precompressStatic(distDir: string): number {
  const root = path.join(distDir, "static");
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry.name)) {
        const source = fs.readFileSync(full);
        fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
        fs.writeFileSync(`${full}.gz`, zlib.gzipSync(source, { level: 9 }));
        count++;
      }
    }
  };
  if (fs.existsSync(root)) walk(root);
  return count;
}
