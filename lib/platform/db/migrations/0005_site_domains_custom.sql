-- Custom migration (site domains, part 2 of 3; runs on PGlite and PostgreSQL).
-- 1. The domains listed in sites.domains (an array, dropped by the next migration) become rows of
--    site_domains, normalised (lower case, no trailing dot), in their order; a name that is not a
--    valid host, or that an earlier site already has, is left out (one host, one site).
INSERT INTO "site_domains" ("site_id", "host")
SELECT "id", "host"
FROM (
  SELECT s."id", rtrim(lower(btrim(d."host")), '.') AS "host", d."position"
  FROM "sites" s
  CROSS JOIN LATERAL unnest(s."domains") WITH ORDINALITY AS d("host", "position")
) AS "listed"
WHERE "host" ~ '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$' AND position('..' in "host") = 0
ORDER BY "id", "position"
ON CONFLICT ("host") DO NOTHING;
--> statement-breakpoint
-- 2. The local names of the sample sites (*.localhost always means this machine, RFC 6761), for
--    data dirs seeded before they existed: http://localhost:3000 serves 69, http://vins.localhost:3000
--    serves 70. Ids 69 and 70 are the sample sites' (new sites are numbered from 1000).
INSERT INTO "site_domains" ("site_id", "host")
SELECT v."site_id", v."host"
FROM (VALUES
  (1, 69, 'localhost'),
  (2, 69, 'elan-coaching.localhost'),
  (3, 70, 'vins.localhost'),
  (4, 70, 'domaine-des-trois-collines.localhost')
) AS v("position", "site_id", "host")
WHERE EXISTS (SELECT 1 FROM "sites" WHERE "sites"."id" = v."site_id")
ORDER BY v."position"
ON CONFLICT ("host") DO NOTHING;
--> statement-breakpoint
-- 3. The wine shop's development URL was the coaching site's host; its links (e-mails) now point
--    at its own local name.
UPDATE "sites" SET "dev_url" = 'http://vins.localhost:3000' WHERE "id" = 70 AND "dev_url" = 'http://localhost:3000';
