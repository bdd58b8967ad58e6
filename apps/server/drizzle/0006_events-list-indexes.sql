DROP INDEX "events_published_start_idx";--> statement-breakpoint
DROP INDEX "events_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_title" text GENERATED ALWAYS AS (immutable_unaccent(lower(title))) STORED;--> statement-breakpoint
CREATE INDEX "events_published_period_idx" ON "events" USING gist (tstzrange("start_at", "end_at")) WHERE "events"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "events_published_start_idx" ON "events" USING btree ("start_at","id","duration_minutes","min_price","max_price","format") WHERE "events"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("search_title" gin_trgm_ops);