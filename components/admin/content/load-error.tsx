"use client";
import { generalMessage } from "@/components/account/api-errors";
import { BUTTON } from "../media/styles";
import { AlertLine } from "./fields";

/** A read of a tab that failed: what could not be loaded, why, and « Réessayer ». */
export function LoadError({ message, error, onRetry }: { message: string; error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-2">
      <AlertLine message={`${message} ${generalMessage(error)}`} />
      <button type="button" className={BUTTON} onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}
