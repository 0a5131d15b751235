"use client";
import { useId, type ComponentProps } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { MAX_RATING } from "@/lib/domain/reviews";
import { LABEL } from "../../media/styles";
import { FieldNotes } from "../fields";

const RATINGS = Array.from({ length: MAX_RATING }, (_, index) => index + 1);

export interface RatingFieldProps {
  legend: string;
  error?: string | undefined;
  /** react-hook-form's register("rating"): every radio of the group shares it. */
  registration: UseFormRegisterReturn;
}

/**
 * The rating as a group of five native radio buttons (one tab stop, arrows move the choice), named
 * by its legend; each star is read « 3 étoiles sur 5 ».
 */
export function RatingField({ legend, error, registration }: RatingFieldProps) {
  const id = useId();
  const ids = { hintId: `${id}-aide`, errorId: `${id}-erreur`, error };
  const radio: ComponentProps<"input"> = { type: "radio", className: "size-4 accent-blue-800", "aria-invalid": error ? true : undefined };
  return (
    <fieldset aria-describedby={error ? ids.errorId : undefined}>
      <legend className={LABEL}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {RATINGS.map((value) => (
          <label
            key={value}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded border border-neutral-500 px-3 py-1.5 text-sm has-[:checked]:border-2 has-[:checked]:border-blue-800 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700"
          >
            <input {...radio} value={value} {...registration} />
            <span>
              {value} <span aria-hidden="true">★</span>
              <span className="sr-only">
                {value > 1 ? " étoiles" : " étoile"} sur {MAX_RATING}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldNotes {...ids} />
    </fieldset>
  );
}
