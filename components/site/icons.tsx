import { MaskIcon } from "@/components/ui/mask-icon";
import type { IconName } from "./icon-names";

/** A site icon by name (icon-names.ts): drawn in components/ui/icon-shapes.ts, decorative only. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <MaskIcon name={name} className={className} />;
}
