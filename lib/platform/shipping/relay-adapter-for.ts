import "server-only";
import type { RelayNetwork } from "@/lib/schemas/shop/shipping";
import { builtinRelayAdapter } from "./builtin-relay-adapter";
import type { RelayAdapter } from "./relay-adapter";

/** Every relay network's adapter (a carrier's web service is added here under its network name). */
const ADAPTERS: Readonly<Record<RelayNetwork, RelayAdapter>> = {
  BUILTIN: builtinRelayAdapter,
};

/** The adapter of a carrier's relay network. */
export function relayAdapterFor(network: RelayNetwork): RelayAdapter {
  return ADAPTERS[network];
}
