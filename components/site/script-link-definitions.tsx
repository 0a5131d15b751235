import { getRequestNonce } from "@/lib/storefront/request-nonce";
import { scriptLinkDefinition } from "./script-links";

/**
 * Whether `code` is a well-formed function body. Compiled, never called (on the server, where no
 * visitor's page is involved): code that would close the wrapping function early and run at page
 * load (« }; x(); function y() { ») is not a valid body, so it is left out of the page.
 */
function isFunctionBody(code: string): boolean {
  try {
    new Function(code);
    return true;
  } catch {
    return false;
  }
}

/** The script links whose code can be defined in the page (the others are left out of the menu). */
export function usableScriptLinks(links: readonly { id: string; code: string }[]): { id: string; code: string }[] {
  return links.filter((link) => isFunctionBody(link.code));
}

/**
 * The menu's script links (from usableScriptLinks), defined for the buttons (components/site/script-link-button.tsx): one
 * inline script per link, carrying the request's CSP nonce. Nothing runs before a click. Without a
 * nonce (no policy on the request) nothing is sent.
 */
export async function ScriptLinkDefinitions({ links }: { links: readonly { id: string; code: string }[] }) {
  if (links.length === 0) return null;
  const nonce = await getRequestNonce();
  if (!nonce) return null;
  return links.map((link) => (
    <script key={link.id} nonce={nonce} data-script-link-code={link.id} dangerouslySetInnerHTML={{ __html: scriptLinkDefinition(link.id, link.code) }} />
  ));
}
