-- A list of one category walks that category's published events in start order (the list's walk,
-- see event-list.repository.ts) instead of every published event's entry of events_published_start_idx:
-- for "hoi thao" in a category of an eighth of the events, about 95 entries instead of 757. The rows
-- are copies of published events' columns, one per category they carry, kept here by triggers; an
-- event deleted takes its rows with it by the foreign key.
CREATE TABLE "published_events_by_category" (
	"category_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"start_at" timestamp with time zone,
	"duration_minutes" integer,
	"min_price" bigint,
	"max_price" bigint,
	"format" text,
	"category_ids" uuid[] NOT NULL,
	"search_title" text,
	CONSTRAINT "published_events_by_category_id_category_id_pk" PRIMARY KEY("id","category_id")
);
--> statement-breakpoint
ALTER TABLE "published_events_by_category" ADD CONSTRAINT "published_events_by_category_id_events_id_fk" FOREIGN KEY ("id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "published_events_by_category_walk_idx" ON "published_events_by_category" USING btree ("category_id","start_at","id","duration_minutes","min_price","max_price","format","category_ids","search_title");--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_by_category_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM published_events_by_category WHERE id = OLD.id;
  END IF;
  IF NEW.status = 'PUBLISHED' THEN
    INSERT INTO published_events_by_category (category_id, id, start_at, duration_minutes, min_price, max_price, format, category_ids, search_title)
    SELECT c, NEW.id, NEW.start_at, NEW.duration_minutes, NEW.min_price, NEW.max_price, NEW.format, NEW.category_ids, NEW.search_title
      FROM unnest(NEW.category_ids) AS c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_by_category_insert AFTER INSERT ON "events"
  FOR EACH ROW WHEN (NEW.status = 'PUBLISHED') EXECUTE FUNCTION events_by_category_sync();--> statement-breakpoint
-- Only when what the rows copy changes (a card's text or a count moving leaves them alone).
CREATE TRIGGER events_by_category_update AFTER UPDATE ON "events"
  FOR EACH ROW WHEN ((OLD.status, OLD.start_at, OLD.duration_minutes, OLD.min_price, OLD.max_price, OLD.format, OLD.category_ids, OLD.search_title)
    IS DISTINCT FROM (NEW.status, NEW.start_at, NEW.duration_minutes, NEW.min_price, NEW.max_price, NEW.format, NEW.category_ids, NEW.search_title))
  EXECUTE FUNCTION events_by_category_sync();--> statement-breakpoint
INSERT INTO published_events_by_category (category_id, id, start_at, duration_minutes, min_price, max_price, format, category_ids, search_title)
SELECT c, e.id, e.start_at, e.duration_minutes, e.min_price, e.max_price, e.format, e.category_ids, e.search_title
  FROM events e CROSS JOIN LATERAL unnest(e.category_ids) AS c
 WHERE e.status = 'PUBLISHED';
