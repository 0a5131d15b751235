import type { Nutrition } from "@/lib/schemas/shop/product";

/** « 0,2 » (French decimal comma, at most one decimal). */
function decimal(value: number): string {
  return String(Math.round(value * 10) / 10).replace(".", ",");
}

/** Allergens in bold in the ingredients list (EU wine e-label). */
function Ingredients({ text, allergens }: { text: string; allergens: readonly string[] }) {
  if (allergens.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${allergens.map((a) => a.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "gi");
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 === 1 ? <strong key={index}>{part}</strong> : part,
      )}
    </>
  );
}

/** The nutritional table of the EU wine e-label, per 100 ml (SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET). */
export function NutritionTable({ nutrition, headingId }: { nutrition: Nutrition; headingId: string }) {
  const rows: [string, string][] = [
    ["Énergie", `${decimal(nutrition.energyKj)} kJ / ${decimal(nutrition.energyKcal)} kcal`],
    ["Matières grasses", `${decimal(nutrition.fat)} g`],
    ["dont acides gras saturés", `${decimal(nutrition.saturatedFat)} g`],
    ["Glucides", `${decimal(nutrition.carbohydrates)} g`],
    ["dont sucres", `${decimal(nutrition.sugars)} g`],
    ["Protéines", `${decimal(nutrition.proteins)} g`],
    ["Sel", `${decimal(nutrition.salt)} g`],
  ];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 font-title text-2xl text-heading">
        Informations nutritionnelles
      </h2>
      <table className="w-full max-w-md border-collapse text-left" data-testid="nutrition-table">
        <caption className="mb-2 text-left text-sm">Valeurs moyennes pour 100 ml</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} className="border-b border-ink/14">
              <th scope="row" className={`py-1.5 pr-4 ${label.startsWith("dont") ? "pl-4 font-normal" : "font-semibold"}`}>
                {label}
              </th>
              <td className="py-1.5 text-right">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm">
        <strong>Ingrédients : </strong>
        <Ingredients text={nutrition.ingredients} allergens={nutrition.allergens} />
      </p>
    </section>
  );
}
