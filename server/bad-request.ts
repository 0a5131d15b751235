/**
 * The answer to an address Next cannot decode (a `%` not followed by two hex digits, or bytes that
 * are not UTF-8, e.g. `/%E0%A4%A`): 400, a JSON envelope for the API and non-HTML clients, a short
 * French page for browsers. Pure: tested in tests/unit/edge-server.test.ts.
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

function wantsHtml(url: string, accept: string): boolean {
  return !url.startsWith("/api/") && url !== "/api" && /text\/html/i.test(accept);
}

export function malformedPathAnswer(url: string | undefined, accept: string | undefined): { contentType: string; body: string } {
  if (!wantsHtml(url ?? "", accept ?? "")) {
    return { contentType: "application/json; charset=utf-8", body: JSON.stringify({ success: false, data: null, message: MALFORMED_PATH_MESSAGE }) };
  }
  const body = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Adresse invalide</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Adresse invalide</h1>
<p>Cette adresse contient des caractères mal encodés. Vérifiez le lien ou revenez à l'accueil.</p>
<p><a href="/">Retour à l'accueil</a></p>
</body></html>`;
  return { contentType: "text/html; charset=utf-8", body };
}
