import { MaskIcon } from "@/components/ui/mask-icon";

/** Small decorative icons of the blocks (hidden from assistive technology; the text says it all). */

export function ArrowRightIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <MaskIcon name="arrow-right" className={className} />;
}

export function MapPinIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <MaskIcon name="map-pin" className={className} />;
}

export function PhoneIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <MaskIcon name="handset" className={className} />;
}

export function MobileIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <MaskIcon name="mobile" className={className} />;
}

export function MailIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <MaskIcon name="mail" className={className} />;
}

export function ClockIcon({ className = "h-5 w-5" }: { className?: string }) {
  return <MaskIcon name="clock-dial" className={className} />;
}

export function ExternalLinkIcon({ className = "h-4 w-4" }: { className?: string }) {
  return <MaskIcon name="external-link" className={className} />;
}

export function QuoteIcon({ className = "h-8 w-8" }: { className?: string }) {
  return <MaskIcon name="quote" className={className} />;
}
