"use client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from "react";
import { describedBy, FieldMessages } from "@/components/account/field-message";
import { INPUT, LABEL } from "@/components/account/field-styles";
import { fetchCities } from "@/lib/api-client/shop/checkout";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { City } from "@/lib/schemas/shop/shipping";

/** How long the field waits after a key before asking the communes (ms). */
const SEARCH_DELAY = 250;

export interface CityComboboxProps {
  label: string;
  hint?: string;
  error?: string;
  /** The country whose communes are searched (GET /cities/{search}/{idCountry}: France only has a list). */
  idCountry: number;
  value: string;
  name: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** A commune chosen in the list: its postal code becomes the field's value. */
  onSelect: (city: City) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A postal-code field that suggests French communes as the customer types a postal code or a
 * name (WAI-ARIA combobox with a list box: arrows move in the list, Enter chooses, Escape closes).
 * The suggestions are the server's (GET /cities), at most 20.
 */
export function CityCombobox({ label, hint, error, idCountry, value, name, onChange, onBlur, onSelect, inputRef }: CityComboboxProps) {
  const id = useId();
  const listId = `${id}-communes`;
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The search follows the typing once it pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(value.trim()), SEARCH_DELAY);
    return () => window.clearTimeout(timer);
  }, [value]);

  const enabled = open && search.length >= 2 && search.length <= 60;
  const cities = useQuery({
    queryKey: queryKeys.cities(search.toLowerCase(), idCountry),
    queryFn: () => fetchCities(search, idCountry),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
  const options = enabled ? (cities.data ?? []) : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-commune-${index}`;

  const choose = (city: City) => {
    onSelect(city);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const status = !enabled ? "" : cities.isFetching ? "Recherche des communes…" : options.length === 0 ? "Aucune commune trouvée." : `${options.length} commune${options.length > 1 ? "s" : ""} : flèches haut et bas pour choisir.`;
  const ids = { hintId: `${id}-aide`, hint, errorId: `${id}-erreur`, error };
  return (
    <div className="relative">
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="postal-code"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids)}
        required
        value={value}
        className={INPUT}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`Communes pour « ${search} »`}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-ink/40 bg-surface shadow-lg"
      >
        {options.map((city, index) => (
          <li
            key={`${city.inseeCode}-${city.postalCode}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 ${index === active ? "bg-primary text-on-primary" : "hover:bg-primary/10"}`}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(city);
            }}
          >
            {city.postalCode} {city.name}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
      <FieldMessages {...ids} />
    </div>
  );
}
