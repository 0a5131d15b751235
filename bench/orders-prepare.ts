/**
 * Prepares the PostgreSQL database of the orders bench (bench/orders.ts) before its server starts,
 * so that none of it is measured: migrations and sample sites, then on the wine shop (site 70) the
 * stock of the wines the orders buy and one customer with a live session per order.
 * - `wines`: up to 6 seeded 75 cl wines (stock tracked, no customization, sold by a divisor of 6),
 *   each stocked for every order of the run: the ordinary orders spread over them;
 * - `lastUnits`: one more such wine holding only `lastUnits` bottles, which every order of the
 *   contention phase buys.
 * Run with `tsx --conditions=react-server` (server-only modules).
 * Usage: orders-prepare <postgres://…> <out.json> '{"bottles":6,"warmUp":20,"ordinary":500,"contention":500,"lastUnits":1500}'
 */
import fs from "node:fs";
import { and, asc, eq, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { openDatabase } from "@/lib/platform/db/open-database";
import { productCustomizations, productDeclinations, products, users } from "@/lib/platform/db/schema";
import { prepareDatabase } from "@/lib/platform/seed/prepare-database";
import { createSession } from "@/lib/platform/services/create-session";
import type { Database } from "@/lib/platform/db/types";

const SITE = 70;
const MAX_WINES = 6;

export interface PrepareRequest {
  /** Bottles in each order (a wine qualifies when it is sold by a divisor of it). */
  bottles: number;
  warmUp: number;
  ordinary: number;
  contention: number;
  /** Bottles of the contended wine. */
  lastUnits: number;
}

export interface BenchWine {
  declinationId: number;
  name: string;
}

export interface BenchCustomer {
  userId: number;
  token: string;
}

export interface PreparedOrders {
  wines: BenchWine[];
  lastUnitsWine: BenchWine;
  customers: { warmUp: BenchCustomer[]; ordinary: BenchCustomer[]; contention: BenchCustomer[] };
}

/** Seeded wines an order of `bottles` bottles can buy on its own, in declination id order. */
async function orderableWines(db: Database, bottles: number): Promise<BenchWine[]> {
  const rows = await db
    .select({ declinationId: productDeclinations.id, name: products.name, reference: productDeclinations.reference })
    .from(productDeclinations)
    .innerJoin(products, eq(products.id, productDeclinations.productId))
    .where(
      and(
        eq(products.siteId, SITE),
        eq(products.type, "WINE"),
        eq(products.isPublished, true),
        eq(products.isDematerialized, false),
        isNotNull(productDeclinations.stock),
        eq(productDeclinations.capacity, 75),
        eq(productDeclinations.capacityUnit, "CENTILITRE"),
        eq(productDeclinations.setQuantity, 1),
        sql`${bottles} % ${productDeclinations.sellByMultipleOf} = 0`,
        notExists(db.select({ id: productCustomizations.id }).from(productCustomizations).where(eq(productCustomizations.productId, products.id))),
      ),
    )
    .orderBy(asc(productDeclinations.id));
  return rows.map((row) => ({ declinationId: row.declinationId, name: `${row.name} (${row.reference})` }));
}

async function createCustomers(db: Database, group: string, count: number): Promise<BenchCustomer[]> {
  const customers: BenchCustomer[] = [];
  for (let start = 0; start < count; start += 200) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(200, count - start) }, (_, i) => ({
          siteId: SITE,
          email: `mesure.${group}.${start + i + 1}@exemple.fr`,
          role: "CUSTOMER" as const,
          firstname: "Camille",
          lastname: "Durand",
          birthdate: "1980-05-17",
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    for (const row of rows) customers.push({ userId: row.id, token: (await createSession(db, SITE, row.id)).token });
  }
  return customers;
}

async function main() {
  const [url, outFile, requestJson] = process.argv.slice(2);
  if (!url || !outFile || !requestJson) throw new Error("usage: orders-prepare <postgres://…> <out.json> <request json>");
  const request = JSON.parse(requestJson) as PrepareRequest;
  const handle = await openDatabase({ kind: "postgres", url }, (db) => prepareDatabase(db, { demoData: true }));
  try {
    const db = handle.db;
    const candidates = await orderableWines(db, request.bottles);
    if (candidates.length < 2) throw new Error(`site ${SITE}: ${candidates.length} seeded wine(s) fit an order of ${request.bottles} bottles, 2 needed`);
    const [lastUnitsWine, ...rest] = candidates;
    const wines = rest.slice(0, MAX_WINES);
    // Every ordinary order could land on one wine: none can run out.
    const plenty = request.bottles * (request.warmUp + request.ordinary);
    await db.update(productDeclinations).set({ stock: plenty }).where(inArray(productDeclinations.id, wines.map((w) => w.declinationId)));
    await db.update(productDeclinations).set({ stock: request.lastUnits }).where(eq(productDeclinations.id, lastUnitsWine!.declinationId));
    const prepared: PreparedOrders = {
      wines,
      lastUnitsWine: lastUnitsWine!,
      customers: {
        warmUp: await createCustomers(db, "echauffement", request.warmUp),
        ordinary: await createCustomers(db, "commande", request.ordinary),
        contention: await createCustomers(db, "derniers", request.contention),
      },
    };
    fs.writeFileSync(outFile, JSON.stringify(prepared), { mode: 0o600 });
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
