-- custom SQL (carry over when renumbering)
-- A checkout of ticket tiers tells its tiers' stock moves itself, once it has committed (commerce/products/
-- facts-notices.repository.ts), instead of migration 0055's trigger: a NOTIFY in a transaction makes its commit wait for
-- every other notifying commit (PostgreSQL holds one lock on the notification queue until the commit is flushed), so a
-- notice per order serialised the checkouts' commits. Such a transaction sets market.tier_stock_told to 'on' (locally);
-- the rows it updates whose columns other than sold and held are unchanged are then left out of the notice. Any other
-- write, by hand too, is told as before.
CREATE OR REPLACE FUNCTION ticket_tier_facts_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  n int;
BEGIN
  IF current_setting('market.tier_stock_told', true) IS DISTINCT FROM 'on' THEN
    SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM (SELECT id FROM old_rows LIMIT 101) o;
  ELSE
    SELECT count(*), string_agg(id::text, ',') INTO n, ids FROM (
      SELECT o.id FROM old_rows o LEFT JOIN new_rows w ON w.id = o.id
       WHERE w.id IS NULL OR (to_jsonb(o) - 'sold' - 'held') IS DISTINCT FROM (to_jsonb(w) - 'sold' - 'held')
       LIMIT 101) o;
  END IF;
  IF n = 0 THEN
    RETURN NULL;
  ELSIF n > 100 THEN
    PERFORM pg_notify('product_facts_changes', TG_TABLE_NAME);
  ELSE
    PERFORM pg_notify('product_facts_changes', TG_TABLE_NAME || ':' || ids);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "product_facts_updated" ON "ticket_tiers";--> statement-breakpoint
CREATE TRIGGER "product_facts_updated" AFTER UPDATE ON "ticket_tiers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_tier_facts_changed();
