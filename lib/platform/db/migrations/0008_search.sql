-- Site search (GET /search): PostgreSQL full-text search in French with accents ignored, on PGlite
-- and PostgreSQL alike. `fr_unaccent` is the French configuration (Snowball stemming, French stop
-- words) with unaccent applied first, so « developpement » finds « Développement ». The GIN indexes
-- repeat the exact document expressions of lib/platform/services/search-site.ts.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'fr_unaccent') THEN
    CREATE TEXT SEARCH CONFIGURATION fr_unaccent (COPY = french);
    ALTER TEXT SEARCH CONFIGURATION fr_unaccent ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
  END IF;
END
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pages_search_idx" ON "pages" USING gin ((setweight(to_tsvector('fr_unaccent', "title"), 'A') || setweight(to_tsvector('fr_unaccent', "meta_description"), 'B') || setweight(jsonb_to_tsvector('fr_unaccent', "cms", '["string"]'), 'C')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_idx" ON "news" USING gin ((setweight(to_tsvector('fr_unaccent', "title"), 'A') || setweight(to_tsvector('fr_unaccent', "summary"), 'B') || setweight(to_tsvector('fr_unaccent', "content"), 'C')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "elements_search_idx" ON "elements" USING gin ((setweight(to_tsvector('fr_unaccent', "title"), 'A') || setweight(jsonb_to_tsvector('fr_unaccent', "data", '["string"]'), 'C')));
