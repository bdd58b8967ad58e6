-- custom SQL (carry over when renumbering)
-- A checkout of ticket tiers tells its tiers' stock moves itself, once it has committed (commerce/products/
-- facts-notices.repository.ts), instead of migration 0055's trigger: a NOTIFY in a transaction makes its commit wait for
-- every other notifying commit (PostgreSQL holds one lock on the notification queue until the commit is flushed), so a
-- notice per order serialised the checkouts' commits. Such a transaction sets market.tier_stock_told to 'on' (locally,
-- in its buyer's lock statement), which says that it changes nothing of ticket_tiers but their stock (sold, held): the
-- tiers' statement triggers then return at once. Neither the notice's trigger nor the catalogue index's (0033, which
-- reads no stock) has anything to do for such a write, and each cost a stock move ~0.1-0.2 ms of PostgreSQL's time
-- (transition tables read by PL/pgSQL). Any other write, by hand too, is followed and told as before.
CREATE OR REPLACE FUNCTION ticket_tier_facts_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  n int;
BEGIN
  IF current_setting('market.tier_stock_told', true) = 'on' THEN
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
DROP TRIGGER "product_facts_updated" ON "ticket_tiers";--> statement-breakpoint
CREATE TRIGGER "product_facts_updated" AFTER UPDATE ON "ticket_tiers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_tier_facts_changed();--> statement-breakpoint
-- 0033's catalogue_follow, with the checkout's stock moves returning at once.
CREATE OR REPLACE FUNCTION catalogue_follow() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF current_setting('catalogue.follow', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'ticket_tiers' AND current_setting('market.tier_stock_told', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n.id) INTO ids FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o.id) INTO ids FROM old_rows o;
  ELSE
    SELECT array_agg(n.id) INTO ids
      FROM (SELECT new_rows.id, to_jsonb(new_rows) AS j FROM new_rows) n JOIN (SELECT old_rows.id, to_jsonb(old_rows) AS j FROM old_rows) o ON o.id = n.id
     WHERE EXISTS (SELECT 1 FROM unnest(string_to_array(TG_ARGV[1], ',')) c WHERE n.j -> c IS DISTINCT FROM o.j -> c);
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM catalogue_refresh_of(TG_ARGV[0], ids);
  END IF;
  RETURN NULL;
END $$;
