import { Icon } from "./icons";
import { Anchor } from "@/components/ui/anchor";
import { StaticRegion } from "@/components/ui/static-region";

/** Thin bar above the menu: the owner's message (TOP_MENU_INFO_BAR) and/or the head-office address. */
export function InfoBar({ message, address, mapUrl }: { message: string | null; address: string | null; mapUrl: string | null }) {
  if (!message && !address) return null;
  return (
    <div className="bg-[var(--color-info-bar-background)] text-[var(--color-info-bar-text)]">
      <StaticRegion className="mx-auto flex max-w-[90rem] flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-2 text-center text-sm lg:px-8">
        {message ? <p>{message}</p> : null}
        {address ? (
          <p className="inline-flex items-center gap-2">
            <Icon name="location" className="shrink-0" />
            {mapUrl ? (
              <Anchor href={mapUrl} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                {address}
                {" "}
                <span className="sr-only">(plan, nouvel onglet)</span>
              </Anchor>
            ) : (
              <span>{address}</span>
            )}
          </p>
        ) : null}
      </StaticRegion>
    </div>
  );
}
