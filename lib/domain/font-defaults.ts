/** The site fonts of SPEC §9 (title Josefin Sans 17, content Raleway 14 weight 300, menu Raleway 12). */
export const FONT_DEFAULTS = {
  TITLE: { family: "Josefin Sans", size: 17, weight: 400, color: null, style: "normal" },
  CONTENT: { family: "Raleway", size: 14, weight: 300, color: null, style: "normal" },
  MENU: { family: "Raleway", size: 12, weight: 400, color: null, style: "normal" },
} as const;

/** French names of the three font roles. */
export const FONT_LABELS = { TITLE: "Titres", CONTENT: "Texte courant", MENU: "Menu" } as const;
