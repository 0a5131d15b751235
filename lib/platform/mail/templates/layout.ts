import "server-only";
import { escapeHtml, safeHttpUrl, singleLine } from "../escape";
import type { MailBranding } from "../mail-branding";

/** The body of one e-mail: plain strings only (every value is escaped by the layout). */
export interface MailContent {
  /** Heading, also the <title>. */
  title: string;
  /** Hidden preview line shown by mail clients next to the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Small print under the button (validity, "ignore this e-mail if…"). */
  notes: string[];
}

export interface RenderedMail {
  html: string;
  text: string;
}

const FONT = "Arial, Helvetica, sans-serif";

function paragraph(text: string, color: string, size = 15): string {
  return `<p style="margin:0 0 16px;font-family:${FONT};font-size:${size}px;line-height:1.6;color:${color};">${escapeHtml(text)}</p>`;
}

/**
 * The French layout shared by every e-mail: HTML with inline styles (mail clients drop <style>
 * and external CSS), a table skeleton for old clients, and the same content as plain text.
 */
export function renderMail(branding: MailBranding, content: MailContent): RenderedMail {
  const { colors } = branding;
  const siteName = singleLine(branding.siteName);
  const actionUrl = safeHttpUrl(content.action.url);
  const siteUrl = safeHttpUrl(branding.siteUrl);
  const footer = [singleLine(branding.companyName), branding.companyAddress ? singleLine(branding.companyAddress) : null].filter(
    (line): line is string => line !== null,
  );

  const brand = branding.logoUrl
    ? `<img src="${escapeHtml(safeHttpUrl(branding.logoUrl))}" alt="${escapeHtml(siteName)}" height="56" style="display:block;height:56px;width:auto;max-width:240px;border:0;">`
    : `<span style="font-family:${FONT};font-size:22px;font-weight:bold;color:${colors.heading};">${escapeHtml(siteName)}</span>`;

  const html = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f5f7fa;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background-color:#f5f7fa;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:600px;background-color:#ffffff;border:1px solid ${colors.border};border-radius:8px;">
<tr><td style="padding:24px 32px;border-bottom:1px solid ${colors.border};">
<a href="${escapeHtml(siteUrl)}" style="text-decoration:none;">${brand}</a>
</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 24px;font-family:${FONT};font-size:22px;line-height:1.3;color:${colors.heading};">${escapeHtml(content.title)}</h1>
${paragraph(content.greeting, colors.text)}
${content.paragraphs.map((p) => paragraph(p, colors.text)).join("\n")}
<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:6px;background-color:${colors.button};">
<a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:bold;color:${colors.buttonText};text-decoration:none;border-radius:6px;">${escapeHtml(content.action.label)}</a>
</td></tr>
</table>
${paragraph("Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :", colors.muted, 13)}
<p style="margin:0 0 24px;font-family:${FONT};font-size:13px;line-height:1.5;word-break:break-all;"><a href="${escapeHtml(actionUrl)}" style="color:${colors.heading};">${escapeHtml(actionUrl)}</a></p>
${content.notes.map((n) => paragraph(n, colors.muted, 13)).join("\n")}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${colors.border};font-family:${FONT};font-size:12px;line-height:1.5;color:${colors.muted};">
${footer.map((line) => escapeHtml(line)).join("<br>")}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [
    siteName,
    "",
    content.title,
    "",
    content.greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    `${content.action.label} : ${actionUrl}`,
    "",
    ...content.notes.flatMap((n) => [n, ""]),
    "--",
    ...footer,
    siteUrl,
    "",
  ].join("\n");

  return { html, text };
}
