ALTER TABLE "events" ADD COLUMN "card_head" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "card_tail" text;--> statement-breakpoint
-- The public card of an event as JSON text, in EventCardDto's field order and as the response
-- schema writes it (compact, ISO times in UTC with milliseconds, no reject reason), split around its
-- host: the list statement writes card_head || <host summary, read live> || card_tail. Changing
-- EventCardDto means replacing this function and touching every event (UPDATE events SET id = id).
CREATE OR REPLACE FUNCTION events_card_text() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  SELECT left(row_to_json(head)::text, -1) || ',"host":' INTO NEW.card_head FROM (
    SELECT NEW.id AS "id", NEW.slug AS "slug", NEW.title AS "title", NEW.summary AS "summary", NEW.cover_image AS "coverImage",
           coalesce(NEW.format, 'ONLINE') AS "format", NEW.city AS "city", NEW.venue_name AS "venueName", NEW.status AS "status",
           to_char(NEW.start_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startAt",
           to_char(NEW.end_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "endAt",
           NEW.duration_minutes AS "durationMinutes", NEW.session_count AS "sessionCount", NEW.min_price AS "minPrice",
           NEW.max_price AS "maxPrice", coalesce(NEW.min_price = 0, false) AS "isFree") head;
  SELECT ',' || substr(row_to_json(tail)::text, 2) INTO NEW.card_tail FROM (
    SELECT (SELECT coalesce('[' || string_agg(row_to_json(chip)::text, ',' ORDER BY c.position, c.name) || ']', '[]')::json
              FROM event_categories c CROSS JOIN LATERAL (SELECT c.id AS "id", c.name AS "name", c.slug AS "slug") chip
             WHERE c.id = any(NEW.category_ids)) AS "eventCategories",
           to_char(NEW.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "publishedAt",
           null::text AS "rejectReason",
           to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
           to_char(NEW.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt") tail;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER events_card_text BEFORE INSERT OR UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION events_card_text();--> statement-breakpoint
-- A category's chip lives in the card of every event that carries it: rewritten when the chip changes.
CREATE OR REPLACE FUNCTION event_categories_refresh_cards() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE events SET category_ids = category_ids WHERE category_ids @> ARRAY[NEW.id];
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER event_categories_refresh_cards AFTER UPDATE ON "event_categories" FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug OR OLD.position IS DISTINCT FROM NEW.position)
  EXECUTE FUNCTION event_categories_refresh_cards();--> statement-breakpoint
UPDATE "events" SET "id" = "id";
