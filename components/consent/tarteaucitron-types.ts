import type { TarteaucitronGlobals, TarteaucitronOptions, TrackerServiceInfo } from "@/lib/domain/trackers";

/** The part of the tarteaucitron global this site uses (custom services, job list, init). */
export interface TarteaucitronService {
  key: string;
  type: TrackerServiceInfo["type"];
  name: string;
  uri: string;
  needConsent: boolean;
  cookies: string[];
  readmoreLink?: string;
  /** Called by tarteaucitron once the visitor allowed the service. */
  js: () => void;
  /** Called when the service is denied. */
  fallback: () => void;
}

export interface Tarteaucitron {
  version: string;
  services: Record<string, TarteaucitronService>;
  job?: string[];
  init: (options: TarteaucitronOptions) => void;
  userInterface: { openPanel: () => void };
}

/** gtag.js command queue: it reads `arguments` objects pushed on dataLayer. */
export type Gtag = (...args: unknown[]) => void;

/** Meta pixel command queue (the stub from Meta's snippet). */
export interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window extends Partial<TarteaucitronGlobals> {
    tarteaucitron?: Tarteaucitron;
    dataLayer?: unknown[];
    gtag?: Gtag;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}
