-- custom SQL (carry over when renumbering)
-- A search by words on the public event list finds its matches through a trigram index and must recheck each on its
-- row (trigrams only narrow the candidates). On events' own rows (about three a page, with their texts) counting the
-- 5,000 matches of "hoi thao" visited 3,900 pages; here, one narrow row per published event with the columns the
-- list filters on, they are 830 pages in all, so a page and the exact count of its matches are one statement
-- (event-list.repository.ts). The rows are kept by the triggers of published_events_by_category (0025), which fire on
-- the same writes; an event deleted takes its row with it by the foreign key.
CREATE TABLE "published_event_titles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"start_at" timestamp with time zone,
	"duration_minutes" integer,
	"min_price" bigint,
	"max_price" bigint,
	"format" text,
	"category_ids" uuid[] NOT NULL,
	"search_title" text
);
--> statement-breakpoint
ALTER TABLE "published_event_titles" ADD CONSTRAINT "published_event_titles_id_events_id_fk" FOREIGN KEY ("id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_by_category_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM published_events_by_category WHERE id = OLD.id;
    DELETE FROM published_event_titles WHERE id = OLD.id;
  END IF;
  IF NEW.status = 'PUBLISHED' THEN
    INSERT INTO published_events_by_category (category_id, id, start_at, duration_minutes, min_price, max_price, format, category_ids, search_title)
    SELECT c, NEW.id, NEW.start_at, NEW.duration_minutes, NEW.min_price, NEW.max_price, NEW.format, NEW.category_ids, NEW.search_title
      FROM unnest(NEW.category_ids) AS c;
    INSERT INTO published_event_titles (id, start_at, duration_minutes, min_price, max_price, format, category_ids, search_title)
    VALUES (NEW.id, NEW.start_at, NEW.duration_minutes, NEW.min_price, NEW.max_price, NEW.format, NEW.category_ids, NEW.search_title);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO published_event_titles (id, start_at, duration_minutes, min_price, max_price, format, category_ids, search_title)
SELECT e.id, e.start_at, e.duration_minutes, e.min_price, e.max_price, e.format, e.category_ids, e.search_title
  FROM events e
 WHERE e.status = 'PUBLISHED';
--> statement-breakpoint
-- Built after the rows are in, in one pass (rows inserted into a GIN index wait in its pending list until a vacuum).
CREATE INDEX "published_event_titles_categories_title_idx" ON "published_event_titles" USING gin ("category_ids","search_title" gin_trgm_ops);
--> statement-breakpoint
ANALYZE published_event_titles;
