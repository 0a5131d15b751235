import { describe, it, expect } from "vitest";
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { fail, ok } from "@/lib/domain/envelope";
import { API_ERROR_STATUS, ApiError, DEFAULT_ERROR_MESSAGES, type ApiErrorCode } from "@/lib/platform/api-error";
import { PlatformError, toPlatformError } from "@/lib/api-client/platform-error";

describe("ok() / fail()", () => {
  it("ok(data) is a success with no message", () => {
    expect(ok({ id: 69 })).toEqual({ success: true, data: { id: 69 }, message: null });
  });

  it("ok(data, message) keeps the message", () => {
    expect(ok([1, 2], "Enregistré.")).toEqual({ success: true, data: [1, 2], message: "Enregistré." });
  });

  it("ok keeps falsy data as is", () => {
    expect(ok(false)).toEqual({ success: true, data: false, message: null });
    expect(ok(null)).toEqual({ success: true, data: null, message: null });
    expect(ok(0)).toEqual({ success: true, data: 0, message: null });
  });

  it("fail(message) is a failure with data null", () => {
    expect(fail("Site inconnu.")).toEqual({ success: false, data: null, message: "Site inconnu." });
  });

  it("fail(message, data) carries the data (e.g. per-field errors)", () => {
    expect(fail("Certaines données sont invalides.", { email: ["Adresse invalide."] })).toEqual({
      success: false,
      data: { email: ["Adresse invalide."] },
      message: "Certaines données sont invalides.",
    });
  });

  it("the envelope has exactly success, data and message", () => {
    expect(Object.keys(ok(1)).sort()).toEqual(["data", "message", "success"]);
    expect(Object.keys(fail("x")).sort()).toEqual(["data", "message", "success"]);
  });
});

/** The table of docs/api.md: every code and its HTTP status. */
const EXPECTED_STATUS: Record<ApiErrorCode, number> = {
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
};
const CODES = Object.keys(EXPECTED_STATUS) as ApiErrorCode[];

describe("ApiError", () => {
  it("the status table has exactly the documented codes", () => {
    expect(API_ERROR_STATUS).toEqual(EXPECTED_STATUS);
  });

  it("every code has a default message", () => {
    expect(Object.keys(DEFAULT_ERROR_MESSAGES).sort()).toEqual([...CODES].sort());
  });

  it.each(CODES)("%s: status from the table, non-empty default message", (code) => {
    const error = new ApiError(code);
    expect(error.code).toBe(code);
    expect(error.status).toBe(EXPECTED_STATUS[code]);
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGES[code]);
    expect(error.message.trim().length).toBeGreaterThan(0);
    expect(error.data).toBeNull();
  });

  it("default messages are French sentences (capital first letter, final full stop)", () => {
    for (const code of CODES) expect(DEFAULT_ERROR_MESSAGES[code]).toMatch(/^[A-ZÀ-Ý].*\.$/);
  });

  it("is an Error named ApiError", () => {
    const error = new ApiError("NOT_FOUND");
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe("ApiError");
  });

  it("a custom message replaces the default one, the status stays", () => {
    const error = new ApiError("NOT_FOUND", "Page introuvable.");
    expect(error.message).toBe("Page introuvable.");
    expect(error.status).toBe(404);
  });

  it("carries data when given", () => {
    expect(new ApiError("CONFLICT", undefined, { id: 3 }).data).toEqual({ id: 3 });
  });

  it("ApiError.validation carries the per-field errors with status 422", () => {
    const fields = { email: ["Adresse e-mail invalide."], password: ["Trop court.", "Doit contenir un chiffre."] };
    const error = ApiError.validation(fields);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe("VALIDATION");
    expect(error.status).toBe(422);
    expect(error.data).toEqual(fields);
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGES.VALIDATION);
  });

  it("ApiError.validation accepts a custom message", () => {
    const error = ApiError.validation({ nbItem: ["Trop grand."] }, "Paramètres de liste invalides.");
    expect(error.message).toBe("Paramètres de liste invalides.");
    expect(error.data).toEqual({ nbItem: ["Trop grand."] });
  });
});

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;

function axiosResponse(status: number, data: unknown): AxiosResponse {
  return { status, statusText: "", data, headers: {}, config };
}

function axiosError(message: string, response?: AxiosResponse): AxiosError {
  return new AxiosError(message, response ? "ERR_BAD_RESPONSE" : "ERR_NETWORK", config, {}, response);
}

describe("toPlatformError", () => {
  it("an axios error with a server envelope rejects with the server's message, status and data", () => {
    const fields = { email: ["Adresse e-mail invalide."] };
    const error = toPlatformError(
      axiosError("Request failed with status code 422", axiosResponse(422, fail("Certaines données sont invalides.", fields))),
    );
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("PlatformError");
    expect(error.message).toBe("Certaines données sont invalides.");
    expect(error.status).toBe(422);
    expect(error.data).toEqual(fields);
    expect(error.fieldErrors).toEqual(fields);
  });

  it("a server envelope with data null gives data null", () => {
    const error = toPlatformError(axiosError("Request failed with status code 401", axiosResponse(401, fail("Vous devez être connecté."))));
    expect(error.message).toBe("Vous devez être connecté.");
    expect(error.status).toBe(401);
    expect(error.data).toBeNull();
  });

  it("fieldErrors are given only for a 422", () => {
    const error = toPlatformError(
      axiosError("Request failed with status code 400", axiosResponse(400, fail("Requête invalide.", { field: ["x"] }))),
    );
    expect(error.status).toBe(400);
    expect(error.data).toEqual({ field: ["x"] });
    expect(error.fieldErrors).toEqual({});
  });

  it("a 422 without an object in data has no field errors", () => {
    const error = toPlatformError(axiosError("Request failed", axiosResponse(422, fail("Certaines données sont invalides."))));
    expect(error.fieldErrors).toEqual({});
  });

  it("an axios error without a response rejects with the raw message and no status", () => {
    const error = toPlatformError(axiosError("Network Error"));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.message).toBe("Network Error");
    expect(error.status).toBeNull();
    expect(error.data).toBeNull();
    expect(error.fieldErrors).toEqual({});
  });

  it("an axios error whose body is not an envelope keeps the raw message and the status", () => {
    const error = toPlatformError(
      axiosError("Request failed with status code 502", axiosResponse(502, "<html>Bad Gateway</html>")),
    );
    expect(error.message).toBe("Request failed with status code 502");
    expect(error.status).toBe(502);
    expect(error.data).toBeNull();
  });

  it("a generic Error keeps its message, with no status", () => {
    const error = toPlatformError(new TypeError("boom"));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.message).toBe("boom");
    expect(error.status).toBeNull();
    expect(error.data).toBeNull();
  });

  it("a thrown non-Error value becomes its string", () => {
    expect(toPlatformError("panne").message).toBe("panne");
  });

  it("a PlatformError is returned as is", () => {
    const original = new PlatformError("Déjà traduit.", 409, { id: 1 });
    expect(toPlatformError(original)).toBe(original);
  });
});
