-- events.category_ids: a copy of the event's rows in event_category_links, so the public list filters
-- by category on the event's own row (and its indexes) instead of a semi-join that visits the table.
DROP INDEX "events_published_start_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- Kept in sync by statement-level triggers on the link table: once per statement, whatever the rows
-- (a save replaces an event's links with one delete and one insert; a seed inserts thousands at once).
CREATE OR REPLACE FUNCTION events_refresh_category_ids() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  -- Only the branch that runs is planned, so each names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    UPDATE events e SET category_ids = coalesce((SELECT array_agg(l.event_category_id ORDER BY l.event_category_id) FROM event_category_links l WHERE l.event_id = e.id), '{}')
     WHERE e.id IN (SELECT event_id FROM new_links);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE events e SET category_ids = coalesce((SELECT array_agg(l.event_category_id ORDER BY l.event_category_id) FROM event_category_links l WHERE l.event_id = e.id), '{}')
     WHERE e.id IN (SELECT event_id FROM old_links);
  ELSE
    UPDATE events e SET category_ids = coalesce((SELECT array_agg(l.event_category_id ORDER BY l.event_category_id) FROM event_category_links l WHERE l.event_id = e.id), '{}')
     WHERE e.id IN (SELECT event_id FROM old_links UNION SELECT event_id FROM new_links);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER event_category_links_inserted AFTER INSERT ON "event_category_links"
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION events_refresh_category_ids();--> statement-breakpoint
CREATE TRIGGER event_category_links_deleted AFTER DELETE ON "event_category_links"
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION events_refresh_category_ids();--> statement-breakpoint
CREATE TRIGGER event_category_links_updated AFTER UPDATE ON "event_category_links"
  REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION events_refresh_category_ids();--> statement-breakpoint
UPDATE "events" e SET "category_ids" = l.ids
  FROM (SELECT event_id, array_agg(event_category_id ORDER BY event_category_id) AS ids FROM "event_category_links" GROUP BY event_id) l
 WHERE l.event_id = e.id;--> statement-breakpoint
-- Category and words together (the list's hardest filter) from one index.
CREATE INDEX "events_published_categories_title_idx" ON "events" USING gin ("category_ids","search_title" gin_trgm_ops) WHERE "events"."status" = 'PUBLISHED';--> statement-breakpoint
-- The start-time walk carries every column the list filters on, so a page's ids and a bounded total
-- are read from the index alone (index-only scans).
CREATE INDEX "events_published_start_idx" ON "events" USING btree ("start_at","id","duration_minutes","min_price","max_price","format","category_ids","search_title") WHERE "events"."status" = 'PUBLISHED';
