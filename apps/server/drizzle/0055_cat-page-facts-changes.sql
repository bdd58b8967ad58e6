-- custom SQL (carry over when renumbering)
-- Each server process keeps the versions of the products listing's facts it last read (commerce/products/heard-versions.ts)
-- instead of reading them on every page: whoever updates or deletes a row a version is made of (a tier, its event, its
-- host; a course; an e-book), in whatever process or by hand, tells them on the channel product_facts_changes once the
-- change commits. The payload is the table and the rows' ids ('ticket_tiers:<id>,<id>'), or the table alone when any of
-- its rows may have changed (many rows, or a truncate). Inserts change no version a process holds.
CREATE OR REPLACE FUNCTION product_facts_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  n int;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('product_facts_changes', TG_TABLE_NAME);
    RETURN NULL;
  END IF;
  SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM (SELECT id FROM old_rows LIMIT 101) o;
  IF n = 0 THEN
    RETURN NULL;
  ELSIF n > 100 THEN
    PERFORM pg_notify('product_facts_changes', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('product_facts_changes', TG_TABLE_NAME || ':' || ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_facts_updated AFTER UPDATE ON "ticket_tiers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_deleted AFTER DELETE ON "ticket_tiers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_truncated AFTER TRUNCATE ON "ticket_tiers" FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_updated AFTER UPDATE ON "events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_deleted AFTER DELETE ON "events" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_truncated AFTER TRUNCATE ON "events" FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_updated AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_deleted AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_truncated AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_updated AFTER UPDATE ON "online_courses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_deleted AFTER DELETE ON "online_courses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_truncated AFTER TRUNCATE ON "online_courses" FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_updated AFTER UPDATE ON "ebooks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_deleted AFTER DELETE ON "ebooks" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_truncated AFTER TRUNCATE ON "ebooks" FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();
--> statement-breakpoint
-- The tables a type's whole public list is read from (a reskill programme's prices): any write to them, inserts too, is
-- told by the table's name (the list is kept whole, and read again whole).
CREATE OR REPLACE FUNCTION product_list_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('product_facts_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_list_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reskills" FOR EACH STATEMENT EXECUTE FUNCTION product_list_changed();--> statement-breakpoint
CREATE TRIGGER product_list_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reskill_prices" FOR EACH STATEMENT EXECUTE FUNCTION product_list_changed();
