-- custom SQL (carry over when renumbering)
-- Migration 0058's promise, for every checkout and for calendar frames too: a transaction that sets market.stock_told to
-- 'on' (locally, in its buyer's lock statement) changes nothing of ticket_tiers and calendar_frames but their stock
-- counters, and the server tells the rows it moved once it has committed (platform/db/stock-told.ts). The tiers' and the
-- frames' statement triggers then return at once: the notice's (0055, 0059), whose NOTIFY made every such commit wait for
-- the other notifying commits, and the catalogue index's (0033), which reads no stock. A cart's checkout, a combo's and a
-- booking (a frame's checkout) now say it as a checkout of tiers named in its body did (0058's market.tier_stock_told,
-- replaced by this one). Any other write, by hand too, is followed and told as before.
CREATE OR REPLACE FUNCTION stock_facts_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids text;
  n int;
BEGIN
  IF current_setting('market.stock_told', true) = 'on' THEN
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
  FOR EACH STATEMENT EXECUTE FUNCTION stock_facts_changed();--> statement-breakpoint
DROP TRIGGER "product_facts_updated" ON "calendar_frames";--> statement-breakpoint
CREATE TRIGGER "product_facts_updated" AFTER UPDATE ON "calendar_frames" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_facts_changed();--> statement-breakpoint
DROP FUNCTION ticket_tier_facts_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_follow() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF current_setting('catalogue.follow', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('ticket_tiers', 'calendar_frames') AND current_setting('market.stock_told', true) = 'on' THEN
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
END $$;--> statement-breakpoint
-- The promise kept: a row of such a transaction whose columns other than its stock change is refused. The WHEN clause is
-- evaluated without PL/pgSQL, its first test alone when the setting is off; it compares the columns one by one (a row's
-- to_jsonb, generic, cost a told move ~50 us of its ~250). The columns are those of today: a column added later is
-- compared once a migration creates these triggers again.
CREATE OR REPLACE FUNCTION stock_told_refused() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'market.stock_told is on: only the stock of % may change in this transaction', TG_TABLE_NAME
    USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
DO $$
DECLARE
  t record;
  old_cols text;
  new_cols text;
BEGIN
  FOR t IN SELECT * FROM (VALUES ('ticket_tiers', ARRAY['sold', 'held']), ('calendar_frames', ARRAY['booked', 'held'])) v(tbl, stock) LOOP
    SELECT string_agg('OLD.' || quote_ident(attname), ', ' ORDER BY attnum), string_agg('NEW.' || quote_ident(attname), ', ' ORDER BY attnum)
      INTO old_cols, new_cols
      FROM pg_attribute
     WHERE attrelid = t.tbl::regclass AND attnum > 0 AND NOT attisdropped AND attname <> ALL (t.stock);
    EXECUTE format('CREATE TRIGGER stock_told_only_stock BEFORE UPDATE ON %I FOR EACH ROW
                    WHEN (current_setting(''market.stock_told'', true) = ''on'' AND ROW(%s) IS DISTINCT FROM ROW(%s))
                    EXECUTE FUNCTION stock_told_refused()', t.tbl, old_cols, new_cols);
  END LOOP;
END $$;
