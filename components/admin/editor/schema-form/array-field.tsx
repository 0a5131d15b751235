"use client";
import { SchemaField, type FieldProps } from "./field";
import { FieldError } from "./field-error";
import { emptyValue } from "./introspect";
import { moveItem } from "@/stores/admin/editor-store";

/** A list: each item in its own group with « Monter », « Descendre », « Supprimer »; « Ajouter » at the end. */
export function ArrayField(props: FieldProps & { label: string; itemLabel: string }) {
  const { node, path, overrideKey, value, onChange, errors, overrides, idPrefix, label, itemLabel } = props;
  if (node.kind !== "array") return null;
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  const canAdd = node.max === null || items.length < node.max;
  const canRemove = items.length > (node.min ?? 0);
  const errorId = `${idPrefix}-${path.replace(/\./g, "-")}-erreur`;
  return (
    <fieldset className="ea-fieldset" aria-describedby={errors[path] ? errorId : undefined}>
      <legend>{label}</legend>
      <ol className="ea-list">
        {items.map((item, index) => {
          const name = `${itemLabel} ${index + 1}`;
          return (
            <li key={index} className="ea-list-item">
              <SchemaField
                {...props}
                node={node.item}
                path={`${path}.${index}`}
                overrideKey={node.item.kind === "object" ? overrideKey : `${overrideKey}.`}
                value={item}
                onChange={(next) => onChange(items.map((current, i) => (i === index ? next : current)))}
                errors={errors}
                overrides={overrides}
                idPrefix={idPrefix}
                fallbackLabel={name[0]!.toUpperCase() + name.slice(1)}
                item
              />
              <div className="ea-row" role="group" aria-label={`Actions : ${name}`}>
                <button type="button" className="ea-button ea-small" disabled={index === 0} onClick={() => onChange(moveItem(items, index, index - 1))}>
                  Monter <span className="ea-sr">{name}</span>
                </button>
                <button
                  type="button"
                  className="ea-button ea-small"
                  disabled={index === items.length - 1}
                  onClick={() => onChange(moveItem(items, index, index + 1))}
                >
                  Descendre <span className="ea-sr">{name}</span>
                </button>
                <button type="button" className="ea-button ea-small" disabled={!canRemove} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                  Supprimer <span className="ea-sr">{name}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="ea-button ea-small" disabled={!canAdd} onClick={() => onChange([...items, emptyValue(node.item)])}>
        Ajouter : {itemLabel}
      </button>
      <FieldError id={errorId} message={errors[path]} />
    </fieldset>
  );
}
