import { Icon } from "./icons";

/** Where the site's search results are (app/recherche). */
export const SEARCH_PATH = "/recherche";

/**
 * The site search bar (SHOW_SEARCHBAR): a plain GET form to the results page, so it works before
 * and without JavaScript and adds nothing to the page's scripts. The limits match the API's
 * (searchTermsSchema: 2 to 100 characters); the results page says what is wrong otherwise.
 */
export function SiteSearchForm({
  id,
  name,
  defaultValue,
  placeholder = "Rechercher…",
  className = "",
  inputClassName = "",
}: {
  id: string;
  /** The search landmark's name: unique on the page (header, phone menu, results page). */
  name: string;
  defaultValue?: string;
  /** The hint inside the empty field (the search block lets the owner word it). */
  placeholder?: string;
  className?: string;
  inputClassName?: string;
}) {
  return (
    <form role="search" aria-label={name} action={SEARCH_PATH} method="get" className={`flex items-center gap-1 ${className}`}>
      <label htmlFor={id} className="sr-only">
        Rechercher sur le site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        minLength={2}
        maxLength={100}
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        className={`min-w-0 rounded-full border border-current/30 bg-transparent px-4 py-2 text-base placeholder:text-current/70 ${inputClassName}`}
      />
      <button type="submit" className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-xl">
        <Icon name="search" />
        <span className="sr-only">Lancer la recherche</span>
      </button>
    </form>
  );
}
