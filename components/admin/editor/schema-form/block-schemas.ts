import type { z } from "zod";
import { blockTypeSchemas, type BlockType } from "@/lib/schemas/cms";

const schemas = new Map<BlockType, z.ZodObject>(blockTypeSchemas.map((schema) => [schema.shape.type.value, schema]));

/** The schema of one block type (`{ type, props }`). */
export function blockSchemaOf(type: BlockType): z.ZodObject {
  return schemas.get(type)!;
}
