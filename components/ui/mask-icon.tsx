import type { IconShapeName } from "./icon-shapes";

/**
 * A decorative icon: one empty span painted by its CSS mask (components/ui/icons.css), hidden from
 * assistive technology (the link or button around it carries the label). 1em square unless the
 * caller's classes size it.
 */
export function MaskIcon({ name, className }: { name: IconShapeName; className?: string }) {
  return <span aria-hidden="true" className={className ? `icon icon-${name} ${className}` : `icon icon-${name}`} />;
}
