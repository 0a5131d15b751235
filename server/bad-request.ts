/**
 * The 400 answers of the production server: an address Next cannot decode (a `%` not followed by
 * two hex digits, or bytes that are not UTF-8, e.g. `/%E0%A4%A`) and a Host that is no host name.
 * A JSON envelope for the API and non-HTML clients, a short French page for browsers. Pure:
 * tested in tests/unit/edge-server.test.ts.
 */

/** True when the path part of a request target cannot be percent-decoded. */
export function hasMalformedPath(url: string | undefined): boolean {
  const path = (url ?? "/").split("?")[0]!.split("#")[0]!;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

export const MALFORMED_PATH_MESSAGE = "Adresse invalide : un « % » doit être suivi de deux chiffres hexadécimaux (caractères encodés en UTF-8).";

/** A Host (or trusted X-Forwarded-Host) that is no host name: no site can be chosen for it. */
export const INVALID_HOST_MESSAGE = "Nom de domaine invalide : l'en-tête Host doit être un nom de domaine ou une adresse IP, suivi d'un port facultatif.";

function wantsHtml(url: string, accept: string): boolean {
  return !url.startsWith("/api/") && url !== "/api" && /text\/html/i.test(accept);
}

interface BadRequestText {
  /** The envelope's message (API and non-HTML clients). */
  message: string;
  /** The sentence of the browser page. */
  explanation: string;
}

function badRequestAnswer(url: string | undefined, accept: string | undefined, text: BadRequestText): { contentType: string; body: string } {
  if (!wantsHtml(url ?? "", accept ?? "")) {
    return { contentType: "application/json; charset=utf-8", body: JSON.stringify({ success: false, data: null, message: text.message }) };
  }
  const body = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Adresse invalide</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Adresse invalide</h1>
<p>${text.explanation}</p>
<p><a href="/">Retour à l'accueil</a></p>
</body></html>`;
  return { contentType: "text/html; charset=utf-8", body };
}

export function malformedPathAnswer(url: string | undefined, accept: string | undefined): { contentType: string; body: string } {
  return badRequestAnswer(url, accept, {
    message: MALFORMED_PATH_MESSAGE,
    explanation: "Cette adresse contient des caractères mal encodés. Vérifiez le lien ou revenez à l'accueil.",
  });
}

/** 400 for a request whose host is not a host name (server/edge-handler.ts, lib/domain/site-host.ts). */
export function invalidHostAnswer(url: string | undefined, accept: string | undefined): { contentType: string; body: string } {
  return badRequestAnswer(url, accept, {
    message: INVALID_HOST_MESSAGE,
    explanation: "Le nom de domaine de cette adresse n'est pas valide. Vérifiez l'adresse saisie.",
  });
}
