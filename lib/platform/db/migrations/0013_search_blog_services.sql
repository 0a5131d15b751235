-- Site search (lib/platform/services/search-site.ts) over blog articles and services too: GIN
-- indexes on the exact document expressions of that file (fr_unaccent: migration 0008).
CREATE INDEX IF NOT EXISTS "blog_articles_search_idx" ON "blog_articles" USING gin ((setweight(to_tsvector('fr_unaccent', "title"), 'A') || setweight(to_tsvector('fr_unaccent', "excerpt"), 'B') || setweight(to_tsvector('fr_unaccent', "content"), 'C')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "services_search_idx" ON "services" USING gin ((setweight(to_tsvector('fr_unaccent', "title"), 'A') || setweight(to_tsvector('fr_unaccent', "summary"), 'B') || setweight(to_tsvector('fr_unaccent', "description"), 'C')));
