"use client";

import type { TrackerKey } from "@/lib/domain/trackers";

/**
 * « Gestion des cookies », in the footer: reopens the consent panel to change one's choice at any
 * time (CNIL), where it covers nothing (tarteaucitron's floating icon hid the phone bottom bar).
 * The banner code is fetched on click if it is not there yet.
 */
export function ConsentSettingsButton({ services, className }: { services: readonly TrackerKey[]; className?: string }) {
  const open = () => {
    import("./start-consent")
      .then(({ openConsentPanel }) => openConsentPanel(services))
      .catch((error: unknown) => console.warn("Gestion des cookies indisponible", error));
  };
  return (
    <button type="button" className={className} onClick={open}>
      Gestion des cookies
    </button>
  );
}
