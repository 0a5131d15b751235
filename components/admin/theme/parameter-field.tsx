"use client";
import { contrastWarnings, formatRatio } from "@/lib/domain/contrast-pairs";
import { isLegalTextType } from "@/lib/domain/legal-text";
import { allowedValueLabel } from "@/lib/domain/parameter-groups";
import type { ParameterMap } from "@/lib/domain/parameter-map";
import type { AdminParameter } from "@/lib/schemas/admin/parameters";
import { ColourInput } from "./colour-input";
import { describedBy, FieldShell } from "./field-shell";
import { LegalTextInput } from "./legal-text-input";
import { INPUT } from "./styles";

export interface ParameterFieldProps {
  parameter: AdminParameter;
  value: string | null;
  /** Every draft value (contrast pairs read the other colour of the pair). */
  values: ParameterMap;
  error?: string | undefined;
  onChange: (value: string | null) => void;
  onReset: () => void;
  busy: boolean;
}

export const fieldId = (type: string) => `param-${type}`;

function helpOf(parameter: AdminParameter): string {
  const fallback = parameter.defaultValue === null || parameter.defaultValue === "" ? "vide" : parameter.defaultValue;
  const shown = parameter.allowedValues ? allowedValueLabel(fallback) : parameter.kind === "BOOLEAN" ? (fallback === "true" ? "activé" : "désactivé") : fallback;
  return `Valeur par défaut : ${shown}.`;
}

/** The input a parameter's kind needs, with its label, help, error and reset button. */
export function ParameterField({ parameter, value, values, error, onChange, onReset, busy }: ParameterFieldProps) {
  const id = fieldId(parameter.type);
  const warnings = parameter.isColor ? contrastWarnings(parameter.type, values) : [];
  const notes =
    warnings.length > 0 ? (
      <ul className="list-none rounded border border-amber-700 bg-amber-50 p-2 text-amber-950">
        {warnings.map((w) => (
          <li key={w.pair.label}>
            Contraste insuffisant pour « {w.pair.label} » : {formatRatio(w.ratio)} (il faut au moins 4,5:1). Le site corrigera la
            teinte du texte pour qu&apos;il reste lisible.
          </li>
        ))}
      </ul>
    ) : null;
  const described = describedBy(id, Boolean(error), Boolean(notes));
  const invalid = Boolean(error);
  const common = { id, "aria-describedby": described, "aria-invalid": invalid || undefined } as const;

  let control;
  if (parameter.isColor) {
    control = <ColourInput id={id} label={parameter.label} value={value} onChange={onChange} describedBy={described} invalid={invalid} />;
  } else if (parameter.kind === "BOOLEAN") {
    control = (
      <label className="flex items-center gap-2 text-sm font-semibold text-neutral-900">
        <input
          {...common}
          type="checkbox"
          role="switch"
          className="size-5 accent-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          checked={value === "true"}
          onChange={(event) => onChange(event.target.checked ? "true" : "false")}
        />
        {parameter.label}
      </label>
    );
  } else if (parameter.allowedValues) {
    control = (
      <select {...common} className={INPUT} value={value ?? ""} onChange={(event) => onChange(event.target.value)}>
        {parameter.allowedValues.map((option) => (
          <option key={option} value={option}>
            {allowedValueLabel(option)}
          </option>
        ))}
      </select>
    );
  } else if (parameter.kind === "NUMBER") {
    control = (
      <span className="flex items-center gap-2">
        <input
          {...common}
          type="number"
          inputMode="decimal"
          step="any"
          className={`${INPUT} w-32`}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
        />
        {parameter.unit ? <span className="text-sm text-neutral-800">{parameter.unit}</span> : null}
      </span>
    );
  } else if (parameter.kind === "TEXT" && isLegalTextType(parameter.type)) {
    control = <LegalTextInput id={id} value={value} onChange={onChange} describedBy={described} invalid={invalid} />;
  } else if (parameter.kind === "TEXT") {
    control = (
      <textarea
        {...common}
        rows={4}
        className={INPUT}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type="text"
        inputMode={parameter.kind === "LINK" ? "url" : undefined}
        className={INPUT}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
      />
    );
  }

  return (
    <FieldShell
      id={id}
      label={parameter.label}
      help={helpOf(parameter)}
      error={error}
      notes={notes}
      onReset={onReset}
      resetDisabled={busy || value === parameter.defaultValue}
      inlineLabel={parameter.kind === "BOOLEAN"}
    >
      {control}
    </FieldShell>
  );
}
