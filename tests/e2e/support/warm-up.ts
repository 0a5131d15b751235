import { E2E_PORT, E2E_WORKERS } from "../../../playwright.config";

/**
 * globalSetup of the browser suite (runs once the servers answer): renders the main routes once on
 * every worker's server, so the first tests of each worker do not pay the cold start of its routes
 * within their 5 s expectations. A query string keeps these renders out of the page cache (tests
 * about the cache see a fresh one).
 */
const ROUTES = ["/", "/coach-de-vie", "/nous-contacter", "/prestations", "/auth", "/page-inexistante"];

export default async function warmUp(): Promise<void> {
  await Promise.all(
    Array.from({ length: E2E_WORKERS }, async (_, index) => {
      for (const route of ROUTES) {
        await fetch(`http://127.0.0.1:${E2E_PORT + index}${route}?prechauffage=1`, { headers: { Accept: "text/html" } }).then((r) => r.arrayBuffer());
      }
    }),
  );
}
