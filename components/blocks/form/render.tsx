import { DataFormIsland } from "@/components/forms/form-islands";
import { loadPublicForm } from "@/lib/storefront/load-form";
import { BlockSection } from "../shared/block-section";
import { Heading } from "../shared/heading";
import { BLOCK_TITLE, CONTAINER, HAIRLINE, SECTION_SPACING } from "../shared/styles";
import type { BlockRendererProps } from "../types";
import type { FormBlockData } from "./schema";

/** A form defined as data, read through the API at render time; nothing when it is not (or no longer) offered. */
export async function FormBlock({ block, headingLevel = 2 }: BlockRendererProps<FormBlockData>) {
  const form = await loadPublicForm(block.props.formId);
  if (!form) return null;
  const title = block.props.title || form.title;
  return (
    <BlockSection titled className={`${CONTAINER} ${SECTION_SPACING}`}>
      <div className={`mx-auto max-w-3xl rounded-2xl ${HAIRLINE} bg-surface p-6 shadow-sm sm:p-8`}>
        <Heading level={headingLevel} className={`${BLOCK_TITLE} mb-3`}>
          {title}
        </Heading>
        {form.description ? <p className="mb-6 leading-relaxed">{form.description}</p> : null}
        <DataFormIsland form={form} />
      </div>
    </BlockSection>
  );
}
