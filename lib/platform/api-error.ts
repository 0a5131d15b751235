import "server-only";

/**
 * The one typed API error. `code` maps to an HTTP status through API_ERROR_STATUS;
 * `message` is shown to users (French); `data` carries per-field errors for validation.
 */
export const API_ERROR_STATUS = {
  BAD_REQUEST: 400,
  SITE_REQUIRED: 400,
  UNKNOWN_SITE: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export const DEFAULT_ERROR_MESSAGES: Record<ApiErrorCode, string> = {
  BAD_REQUEST: "Requête invalide.",
  SITE_REQUIRED: "L'en-tête X-Site-Id est obligatoire.",
  UNKNOWN_SITE: "Site inconnu.",
  UNAUTHORIZED: "Vous devez être connecté.",
  FORBIDDEN: "Vous n'avez pas les droits nécessaires.",
  NOT_FOUND: "Ressource introuvable.",
  METHOD_NOT_ALLOWED: "Méthode non autorisée.",
  CONFLICT: "Conflit avec l'état actuel de la ressource.",
  PAYLOAD_TOO_LARGE: "Contenu trop volumineux.",
  UNSUPPORTED_MEDIA_TYPE: "Type de contenu non pris en charge.",
  VALIDATION: "Certaines données sont invalides.",
  RATE_LIMITED: "Trop de tentatives : réessayez dans quelques minutes.",
  INTERNAL: "Une erreur interne est survenue. Veuillez réessayer.",
  BAD_GATEWAY: "Un service extérieur a répondu par une erreur. Veuillez réessayer.",
  UNAVAILABLE: "Service momentanément indisponible.",
};

/** Per-field errors: field name → French messages. */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  /** Extra response headers (e.g. Retry-After on a 429), applied by the error handler. */
  headers: Readonly<Record<string, string>> = {};
  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? DEFAULT_ERROR_MESSAGES[code]);
    this.name = "ApiError";
    this.status = API_ERROR_STATUS[code];
  }

  static validation(fields: FieldErrors, message?: string): ApiError {
    return new ApiError("VALIDATION", message, fields);
  }

  /** 429 telling the client when to come back (Retry-After, whole seconds). */
  static rateLimited(retryAfterSeconds: number, message?: string): ApiError {
    const error = new ApiError("RATE_LIMITED", message);
    error.headers = { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) };
    return error;
  }
}
