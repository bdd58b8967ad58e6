-- custom SQL (carry over when renumbering)
-- The search box is answered in each process too (catalogue-index/mirror/search-mirror.ts): every entry the search box
-- finds (those with search words: events, calendars, hosts and posts beside the listed types) is logged to
-- catalogue_entry_changes as the listed ones are (0054), so that a process keeps both current from the one log.
CREATE OR REPLACE FUNCTION catalogue_entries_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  followed constant text[] := ARRAY['TICKET_TIER', 'CALENDAR_FRAME', 'E_BOOK', 'ONLINE_COURSE', 'COMBO', 'EVENT', 'CALENDAR', 'HOST', 'POST'];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalogue_entry_changes (kind, id) SELECT DISTINCT kind, id FROM new_entries WHERE kind = ANY (followed);
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO catalogue_entry_changes (kind, id)
      SELECT kind, id FROM new_entries WHERE kind = ANY (followed) UNION SELECT kind, id FROM old_entries WHERE kind = ANY (followed);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_entry_changes (kind, id) SELECT DISTINCT kind, id FROM old_entries WHERE kind = ANY (followed);
  ELSE
    -- TRUNCATE: every entry may have gone; '*' makes each process load its mirrors again.
    INSERT INTO catalogue_entry_changes (kind, id) VALUES ('*', '00000000-0000-0000-0000-000000000000');
  END IF;
  IF FOUND THEN
    PERFORM pg_notify('catalogue_entry_changes', '');
  END IF;
  RETURN NULL;
END $$;
