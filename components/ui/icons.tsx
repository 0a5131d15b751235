/** Decorative control icons (the buttons carry the accessible names). */
const common = { "aria-hidden": true, focusable: false, viewBox: "0 0 24 24", className: "size-6" } as const;

export function ChevronIcon({ direction }: { direction: "left" | "right" }) {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M8 5.5v13l10.5-6.5z" />
    </svg>
  );
}
