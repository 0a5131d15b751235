import { isHtmlSnippet } from "@/lib/domain/trackers";
import { appendHtml, runInlineScript } from "../dom";

/** SCRIPT_TO_LOAD after consent: bare JavaScript, or a pasted snippet with its <script> tags. */
export function runSiteScript(code: string): void {
  if (isHtmlSnippet(code)) appendHtml(code, document.body);
  else runInlineScript(code, document.body);
}

/** AFTER_BODY_HTML_TO_LOAD after consent: appended at the end of <body>. */
export function appendSiteHtml(html: string): void {
  appendHtml(html, document.body);
}
