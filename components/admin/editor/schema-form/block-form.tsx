"use client";
import { useId, useMemo } from "react";
import { blockEditors } from "@/components/blocks/editors";
import { blockSchemaOf } from "./block-schemas";
import { validateProps } from "./errors";
import { ObjectField } from "./field";
import { describeSchema, propsSchemaOf } from "./introspect";
import type { DraftBlock } from "@/stores/admin/editor-store";

export interface BlockFormProps {
  block: DraftBlock;
  onChange: (block: DraftBlock) => void;
}

/**
 * The form of one block, generated from its zod schema (components/blocks/<type>/schema.ts) with
 * the block's editor overrides (labels, rich text…). Errors are the schema's, in French, shown as
 * soon as a field is invalid.
 */
export function BlockForm({ block, onChange }: BlockFormProps) {
  const idPrefix = useId().replace(/:/g, "");
  const propsSchema = useMemo(() => propsSchemaOf(blockSchemaOf(block.type)), [block.type]);
  const node = useMemo(() => describeSchema(propsSchema), [propsSchema]);
  const errors = useMemo(() => validateProps(propsSchema, block.props), [propsSchema, block.props]);
  const config = blockEditors[block.type];
  return (
    <div className="ea-form">
      <ObjectField
        node={node}
        path=""
        overrideKey=""
        value={block.props}
        onChange={(props) => onChange({ ...block, props } as DraftBlock)}
        errors={errors}
        overrides={config.fields}
        idPrefix={`bloc${idPrefix}`}
        fallbackLabel={config.label}
        label={config.label}
        root
      />
    </div>
  );
}
