import type { Award } from "@/lib/schemas/shop/product";

const MEDALS: Record<Award["medal"], string> = {
  GOLD: "bg-[#C9A227] text-black",
  SILVER: "bg-[#C0C0C0] text-black",
  BRONZE: "bg-[#B0773A] text-black",
  SCORE: "bg-primary text-on-primary",
  OTHER: "bg-primary text-on-primary",
};

/** The product's awards (GET /award?product=): distinction, competition and year. */
export function ProductAwards({ awards, headingId }: { awards: readonly Award[]; headingId: string }) {
  if (awards.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-title text-2xl text-heading">
        Récompenses
      </h2>
      <ul className="flex flex-col gap-2" data-testid="product-awards">
        {awards.map((award) => (
          <li key={award.id} className="flex items-center gap-3">
            <span aria-hidden="true" className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-bold ${MEDALS[award.medal]}`}>
              {award.year % 100 < 10 ? `0${award.year % 100}` : award.year % 100}
            </span>
            <span>
              <strong>{award.distinction}</strong> – {award.name} {award.year}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
