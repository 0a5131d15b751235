/** Term / value pairs (workshop date, place, price…) as a two-column description list. */
export function FactList({ facts, className = "" }: { facts: { term: string; value: string }[]; className?: string }) {
  if (facts.length === 0) return null;
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 ${className}`}>
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="font-semibold">{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
