"use client";
import { lazy, Suspense } from "react";
import type { FieldOverride } from "@/components/blocks/editor-types";
import type { ImageRef } from "@/components/blocks/shared-schemas";
import { ImagePicker } from "@/components/admin/media/image-picker";
import { ArrayField } from "./array-field";
import { EntityField } from "./entity-field";
import type { FieldErrors } from "./errors";
import { FieldError } from "./field-error";
import { emptyValue, type FieldNode } from "./introspect";

const RichTextEditor = lazy(() => import("../rich-text-editor"));

export interface FieldProps {
  node: FieldNode;
  /** Path with list indices ("items.0.title"): the error key and the input id. */
  path: string;
  /** Path without list indices ("items.title"): the override key. */
  overrideKey: string;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: FieldErrors;
  overrides: Readonly<Record<string, FieldOverride>>;
  idPrefix: string;
  /** Label when the override has none (the field name or « Élément n »). */
  fallbackLabel: string;
  /** An item of a list: labelled « Diapositive 2 », not with the list's own label. */
  item?: boolean;
}

export const fieldId = (idPrefix: string, path: string) => `${idPrefix}-${path.replace(/\./g, "-") || "racine"}`;

/** Lengths shown under text fields: « 12 / 160 ». */
function Counter({ id, length, max }: { id: string; length: number; max: number | null }) {
  return max ? (
    <p id={id} className="ea-hint">
      {length} / {max} caractères
    </p>
  ) : null;
}

/** One field of a block form, chosen from its schema node (and the block's override). */
export function SchemaField(props: FieldProps) {
  const { node, path, overrideKey, value, onChange, errors, overrides, idPrefix, fallbackLabel, item } = props;
  const override = item ? {} : (overrides[overrideKey] ?? {});
  const label = override.label ?? fallbackLabel;
  const id = fieldId(idPrefix, path);
  const error = errors[path];
  const errorId = `${id}-erreur`;
  const hintId = `${id}-aide`;
  const describedBy = [error ? errorId : null, override.help || node.kind === "string" ? hintId : null].filter(Boolean).join(" ") || undefined;

  switch (node.kind) {
    case "string": {
      const text = typeof value === "string" ? value : "";
      const setText = (next: string) => onChange(node.optional && next === "" ? undefined : next);
      const common = {
        id,
        value: text,
        maxLength: node.maxLength ?? undefined,
        required: !node.optional,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
      };
      if (override.widget === "richText" || node.html) {
        return (
          <div className="ea-field">
            <span className="ea-label" id={`${id}-libelle`}>
              {label}
            </span>
            <Suspense fallback={<p className="ea-hint">Chargement de l’éditeur de texte…</p>}>
              <RichTextEditor labelledBy={`${id}-libelle`} describedBy={describedBy} value={text} onChange={setText} />
            </Suspense>
            <FieldError id={errorId} message={error} />
          </div>
        );
      }
      const multiline = override.widget === "textarea" || (node.maxLength ?? 0) > 400;
      return (
        <div className="ea-field">
          <label className="ea-label" htmlFor={id}>
            {label}
            {node.optional ? <span className="ea-optional"> (facultatif)</span> : null}
          </label>
          {multiline ? (
            <textarea {...common} rows={3} onChange={(event) => setText(event.target.value)} />
          ) : (
            <input
              {...common}
              type="text"
              inputMode={override.widget === "link" ? "url" : undefined}
              placeholder={override.widget === "link" ? "/page ou https://…" : undefined}
              onChange={(event) => setText(event.target.value)}
            />
          )}
          {override.help ? <p className="ea-hint">{override.help}</p> : null}
          <Counter id={hintId} length={text.length} max={node.maxLength} />
          <FieldError id={errorId} message={error} />
        </div>
      );
    }
    case "number": {
      const number = typeof value === "number" ? value : ((node.default as number | undefined) ?? "");
      return (
        <div className="ea-field">
          <label className="ea-label" htmlFor={id}>
            {label}
          </label>
          <input
            id={id}
            type="number"
            value={number}
            min={node.min ?? undefined}
            max={node.max ?? undefined}
            step={node.integer ? 1 : "any"}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
          />
          {override.help ? (
            <p id={hintId} className="ea-hint">
              {override.help}
            </p>
          ) : null}
          <FieldError id={errorId} message={error} />
        </div>
      );
    }
    case "boolean": {
      const checked = typeof value === "boolean" ? value : node.default === true;
      return (
        <div className="ea-field ea-check">
          <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
          <label htmlFor={id}>{label}</label>
        </div>
      );
    }
    case "enum": {
      const selected = typeof value === "string" ? value : ((node.default as string | undefined) ?? node.options[0]);
      return (
        <div className="ea-field">
          <label className="ea-label" htmlFor={id}>
            {label}
          </label>
          <select id={id} value={selected} onChange={(event) => onChange(event.target.value)}>
            {node.options.map((option) => (
              <option key={option} value={option}>
                {override.options?.[option] ?? option}
              </option>
            ))}
          </select>
          <FieldError id={errorId} message={error} />
        </div>
      );
    }
    case "image": {
      const image = value && typeof value === "object" ? (value as ImageRef) : null;
      return (
        <div className="ea-field">
          <ImagePicker label={label} value={image} onChange={(next) => onChange(next ?? (node.optional ? undefined : { src: "", alt: "" }))} />
          {node.optional && image ? (
            <button type="button" className="ea-button ea-small" onClick={() => onChange(undefined)}>
              Retirer l’image
            </button>
          ) : null}
          <FieldError id={errorId} message={error ?? errors[`${path}.src`] ?? errors[`${path}.alt`]} />
        </div>
      );
    }
    case "entity":
      return (
        <EntityField
          id={id}
          label={label}
          entity={node.entity}
          optional={node.optional}
          noneLabel={override.noneLabel}
          help={override.help}
          value={value}
          onChange={onChange}
          error={error}
        />
      );
    case "object":
      return <ObjectField {...props} label={label} />;
    case "array":
      return <ArrayField {...props} label={label} itemLabel={override.itemLabel ?? "élément"} />;
    default:
      return null;
  }
}

/** Nested object: a fieldset; an optional one can be added or removed (« Ajouter : Bouton »). */
export function ObjectField(props: FieldProps & { label: string; root?: boolean }) {
  const { node, path, overrideKey, value, onChange, errors, overrides, idPrefix, label, root } = props;
  if (node.kind !== "object") return null;
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  if (!record) {
    return (
      <div className="ea-field">
        <button type="button" className="ea-button ea-small" onClick={() => onChange(emptyValue({ ...node, optional: false }))}>
          Ajouter : {label}
        </button>
      </div>
    );
  }
  const join = (a: string, b: string) => (a ? `${a}.${b}` : b);
  const fields = node.fields.map(({ key, node: child }) => (
    <SchemaField
      key={key}
      node={child}
      path={join(path, key)}
      overrideKey={join(overrideKey, key)}
      value={record[key]}
      onChange={(next) => {
        const copy = { ...record };
        if (next === undefined) delete copy[key];
        else copy[key] = next;
        onChange(copy);
      }}
      errors={errors}
      overrides={overrides}
      idPrefix={idPrefix}
      fallbackLabel={key}
      item={false}
    />
  ));
  if (root) return <>{fields}</>;
  return (
    <fieldset className="ea-fieldset">
      <legend>{label}</legend>
      {fields}
      {node.optional ? (
        <button type="button" className="ea-button ea-small" onClick={() => onChange(undefined)}>
          Retirer : {label}
        </button>
      ) : null}
    </fieldset>
  );
}
