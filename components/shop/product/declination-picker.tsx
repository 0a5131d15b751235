"use client";
import { useId } from "react";
import { chooseDeclination, declinationDimensions, dimensionValue } from "@/lib/domain/shop/declination-choice";
import type { Declination } from "@/lib/schemas/shop/product";

/** Above this many options a choice is a select rather than a row of radio buttons. */
const MAX_RADIOS = 6;

/**
 * The vintage, size and variations of a product (one choice per thing its declinations differ
 * in): radio buttons (arrow keys move the choice, as native radios do) or a select when long.
 */
export function DeclinationPicker({
  declinations,
  current,
  onChange,
}: {
  declinations: readonly Declination[];
  current: Declination;
  onChange: (declination: Declination) => void;
}) {
  const id = useId();
  const dimensions = declinationDimensions(declinations);
  if (dimensions.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {dimensions.map((dimension) => {
        const selected = dimensionValue(current, dimension.key);
        const choose = (value: string) => onChange(chooseDeclination(declinations, current, dimension.key, value));
        if (dimension.options.length > MAX_RADIOS) {
          return (
            <div key={dimension.key}>
              <label htmlFor={`${id}-${dimension.key}`} className="block font-semibold text-ink">
                {dimension.label}
              </label>
              <select
                id={`${id}-${dimension.key}`}
                value={selected}
                onChange={(event) => choose(event.target.value)}
                className="mt-1 block w-full rounded-md border border-ink/60 bg-surface px-3 py-2 text-ink"
              >
                {dimension.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        return (
          <fieldset key={dimension.key}>
            <legend className="font-semibold text-ink">{dimension.label}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {dimension.options.map((option) => (
                <label
                  key={option.value}
                  className="relative inline-flex min-h-11 cursor-pointer items-center rounded-md border-2 border-ink/30 px-4 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-on-primary has-[:focus-visible]:outline has-[:focus-visible]:outline-[3px] has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent"
                >
                  <input
                    type="radio"
                    name={`${id}-${dimension.key}`}
                    value={option.value}
                    checked={selected === option.value}
                    onChange={() => choose(option.value)}
                    // Invisible but over the whole chip: clicked, focused and read as the radio it is.
                    className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
