/** The shop's name on its pages and in its breadcrumb: « Nos vins » for a winemaker, else « La boutique ». */
export function shopTitle(isWinemaker: boolean): string {
  return isWinemaker ? "Nos vins" : "La boutique";
}
