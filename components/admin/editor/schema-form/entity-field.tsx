"use client";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { retryUnlessRefused } from "@/components/admin/content/retry";
import { generalMessage } from "@/components/account/api-errors";
import type { EntityKind } from "@/components/blocks/shared-schemas";
import { getQueryClient } from "@/lib/api-client/query-client";
import { FieldError } from "./field-error";
import { ENTITY_SOURCES, entityChoicesKey } from "./entity-sources";

export interface EntityFieldProps {
  id: string;
  label: string;
  entity: EntityKind;
  /** An optional id: the empty choice stores nothing (`noneLabel`, « Aucun » by default). */
  optional: boolean;
  noneLabel?: string | undefined;
  help?: string | undefined;
  value: unknown;
  onChange: (value: number | undefined) => void;
  error?: string | undefined;
}

/**
 * A block field holding the id of one of the site's albums, forms or calendars (entityId): a select
 * listing them by name, read from the API with react-query (loading and failure said in French, with
 * « Réessayer »). A stored id the list no longer holds stays selected, named as missing.
 */
export function EntityField(props: EntityFieldProps) {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <EntitySelect {...props} />
    </QueryClientProvider>
  );
}

function EntitySelect({ id, label, entity, optional, noneLabel, help, value, onChange, error }: EntityFieldProps) {
  const source = ENTITY_SOURCES[entity];
  const choices = useQuery({ queryKey: entityChoicesKey(entity), queryFn: source.load, retry: retryUnlessRefused, staleTime: 30_000 });
  const current = typeof value === "number" ? value : null;
  const items = choices.data ?? [];
  const missing = choices.isSuccess && current !== null && !items.some((item) => item.id === current);
  const empty = choices.isSuccess && items.length === 0;
  const note = missing ? source.missingHint : empty ? source.empty : null;
  const statusId = `${id}-etat`;
  const noteId = `${id}-note`;
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  const describedBy = [choices.isSuccess ? null : statusId, note ? noteId : null, help ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className="ea-field">
      <label className="ea-label" htmlFor={id}>
        {label}
        {optional ? <span className="ea-optional"> (facultatif)</span> : null}
      </label>
      <select
        id={id}
        value={current === null ? "" : String(current)}
        disabled={!choices.isSuccess}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
      >
        {optional ? <option value="">{noneLabel ?? "Aucun"}</option> : null}
        {!optional && current === null ? (
          <option value="" disabled>
            {source.placeholder}
          </option>
        ) : null}
        {current !== null && !items.some((item) => item.id === current) ? (
          <option value={String(current)}>{choices.isSuccess ? source.missing(current) : `n° ${current}`}</option>
        ) : null}
        {items.map((item) => (
          <option key={item.id} value={String(item.id)}>
            {item.name}
          </option>
        ))}
      </select>
      {choices.isPending ? (
        <p id={statusId} role="status" className="ea-hint">
          {source.loading}
        </p>
      ) : null}
      {choices.isError ? (
        <div className="ea-row">
          <p id={statusId} role="alert" className="ea-error">
            {source.failed} {generalMessage(choices.error)}
          </p>
          <button type="button" className="ea-button ea-small" disabled={choices.isFetching} onClick={() => void choices.refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}
      {note ? (
        <p id={noteId} className="ea-hint">
          {note}
        </p>
      ) : null}
      {help ? (
        <p id={hintId} className="ea-hint">
          {help}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
