-- custom SQL (carry over when renumbering)
-- Each server process keeps a mirror of the listed catalogue entries in memory (catalogue-index/mirror): the products
-- listing reads it instead of catalogue_entries. catalogue_entries stays the source of truth; every statement that
-- writes listed entries appends their (kind, id) here with the writer's transaction id, and tells the processes on the
-- channel catalogue_entry_changes once it commits. A process reads the rows after the last sequence it applied, and
-- again those of transactions still running when it last read (a lower sequence may commit after a higher one: see
-- catalogue-changes.repository.ts). Old rows are pruned by a scheduled task, which records up to which sequence it
-- pruned: a process behind that reloads the whole mirror.
CREATE TABLE "catalogue_entry_changes" (
  "seq" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "kind" text NOT NULL,
  "id" uuid NOT NULL,
  "txid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "at" timestamptz NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "catalogue_entry_changes_txid_idx" ON "catalogue_entry_changes" ("txid");--> statement-breakpoint
CREATE TABLE "catalogue_entry_changes_pruned" (
  "one" boolean PRIMARY KEY DEFAULT true CHECK ("one"),
  "through" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_entry_changes_pruned" VALUES (true, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_entries_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  listed constant text[] := ARRAY['TICKET_TIER', 'CALENDAR_FRAME', 'E_BOOK', 'ONLINE_COURSE', 'COMBO'];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalogue_entry_changes (kind, id) SELECT DISTINCT kind, id FROM new_entries WHERE kind = ANY (listed);
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO catalogue_entry_changes (kind, id)
      SELECT kind, id FROM new_entries WHERE kind = ANY (listed) UNION SELECT kind, id FROM old_entries WHERE kind = ANY (listed);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_entry_changes (kind, id) SELECT DISTINCT kind, id FROM old_entries WHERE kind = ANY (listed);
  ELSE
    -- TRUNCATE: every entry may have gone; '*' makes each process load the mirror again.
    INSERT INTO catalogue_entry_changes (kind, id) VALUES ('*', '00000000-0000-0000-0000-000000000000');
  END IF;
  IF FOUND THEN
    PERFORM pg_notify('catalogue_entry_changes', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalogue_entries_inserted AFTER INSERT ON "catalogue_entries" REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_changed();--> statement-breakpoint
CREATE TRIGGER catalogue_entries_updated AFTER UPDATE ON "catalogue_entries" REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_changed();--> statement-breakpoint
CREATE TRIGGER catalogue_entries_deleted AFTER DELETE ON "catalogue_entries" REFERENCING OLD TABLE AS old_entries
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_changed();--> statement-breakpoint
CREATE TRIGGER catalogue_entries_truncated AFTER TRUNCATE ON "catalogue_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_entries_changed();--> statement-breakpoint
-- Rows older than `keep` go; the highest sequence gone is recorded (a process behind it has missed changes and reloads).
CREATE OR REPLACE FUNCTION catalogue_entry_changes_prune(keep interval) RETURNS bigint
  LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM catalogue_entry_changes WHERE at < now() - keep RETURNING seq),
       last AS (SELECT max(seq) AS seq, count(*) AS n FROM gone)
  UPDATE catalogue_entry_changes_pruned SET through = greatest(through, last.seq) FROM last WHERE last.seq IS NOT NULL
  RETURNING (SELECT n FROM last);
$$;
