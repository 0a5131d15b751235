import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/types";
import { images } from "@/lib/platform/db/schema";

export async function findImage(db: Database, id: number) {
  const [image] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return image ?? null;
}
