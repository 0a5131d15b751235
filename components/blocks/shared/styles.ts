/**
 * Class lists shared by the block renderers. Colours and fonts come only from the theme
 * variables (lib/domain/theme.ts), which are already contrast-corrected.
 */

/** Horizontal frame of every block, aligned with the page title of components/pages. */
export const CONTAINER = "mx-auto w-full max-w-6xl px-4";

/** Vertical rhythm of a block. */
export const SECTION_SPACING = "py-10 sm:py-14";

const TITLE_FONT = "font-title title-weight";

/** A block's own title (h2 in the page outline). */
export const BLOCK_TITLE = `${TITLE_FONT} text-2xl leading-tight text-balance text-heading sm:text-3xl`;

/** A card title (h3 under a block title). */
export const CARD_TITLE = `${TITLE_FONT} text-xl leading-snug text-heading`;

/** The title font without a colour (for titles on coloured bands). */
export const TITLE_FONT_ONLY = TITLE_FONT;

/** Hairline border and soft surfaces derived from the text colour, so dark themes work too. */
export const HAIRLINE = "border border-ink/14";
export const SOFT_SURFACE = "bg-[color-mix(in_srgb,var(--color-primary)_6%,var(--color-background))]";

/**
 * Text laid on a picture (hero, slider): white over a 60 % black scrim, whatever the theme, so it
 * keeps 4.5:1 over any picture. Mirrors TEXT_ON_IMAGE / IMAGE_SCRIM_OPACITY of lib/domain/color.ts
 * (tests/unit/text-on-image.test.ts keeps them equal; tests/e2e/text-on-image.spec.ts measures it).
 */
export const TEXT_ON_IMAGE = "text-white";
export const IMAGE_SCRIM = "bg-black/60";
/** Marks a block whose text sits on a picture (the browser test measures every one). */
export const TEXT_ON_IMAGE_ATTRIBUTE = "data-text-on-image";
