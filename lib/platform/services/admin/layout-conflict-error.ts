import "server-only";
import { layoutConflictMessage } from "@/lib/domain/layout-conflict";
import { ApiError } from "@/lib/platform/api-error";
import type { CurrentLayout, LayoutConflictData } from "@/lib/schemas/admin/layouts";

/** 409 CONFLICT naming who published the current version and when; `data.current` describes it. */
export function layoutConflictError(current: CurrentLayout): ApiError {
  const data: LayoutConflictData = { current };
  return new ApiError("CONFLICT", layoutConflictMessage(current.author, current.createdAt), data);
}
