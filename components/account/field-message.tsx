import type { ReactNode } from "react";
import { ERROR, HINT } from "./field-styles";

/** Hint and error lines under a control; ids are referenced by the control's aria-describedby. */
export function FieldMessages({ hintId, hint, errorId, error }: { hintId: string; hint?: ReactNode; errorId: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={HINT}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={ERROR}>
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** aria-describedby for a control: hint first, then the error; undefined when neither. */
export function describedBy(ids: { hintId: string; hint?: ReactNode; errorId: string; error?: string }): string | undefined {
  const list = [ids.hint ? ids.hintId : null, ids.error ? ids.errorId : null].filter(Boolean);
  return list.length > 0 ? list.join(" ") : undefined;
}
