/**
 * argon2id cost on this machine with the product's parameters (run with --conditions=react-server:
 * it imports the server-only module). Prints one JSON line: medians in ms over 20 runs.
 */
import { hashPassword, verifyPassword } from "@/lib/platform/services/hash-password";

async function main() {
  const runs = Number(process.env.ARGON2_RUNS ?? 20);
  const hashes: number[] = [];
  const verifies: number[] = [];
  let stored = "";
  for (let i = 0; i < runs; i++) {
    let start = performance.now();
    stored = await hashPassword(`phrase de passe numéro ${i}`);
    hashes.push(performance.now() - start);
    start = performance.now();
    await verifyPassword(stored, `phrase de passe numéro ${i}`);
    verifies.push(performance.now() - start);
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  process.stdout.write(`${JSON.stringify({ hashMs: median(hashes), verifyMs: median(verifies), runs })}\n`);
}

void main();
