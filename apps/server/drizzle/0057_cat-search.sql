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
--> statement-breakpoint
-- One word of a query as the catalogue knows it (catalogue_known_words, 0034/0039, word by word): the search mirror asks it
-- of the words it does not know as typed, and keeps the answer until the entries change.
CREATE FUNCTION catalogue_known_word(p_word text, p_last boolean) RETURNS text LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  IF length(p_word) >= 3 AND NOT EXISTS (SELECT 1 FROM catalogue_words WHERE word = p_word)
     AND NOT (p_last AND EXISTS (SELECT 1 FROM catalogue_words WHERE word >= p_word AND word < p_word || chr(1114111))) THEN
    RETURN coalesce((SELECT word FROM catalogue_words WHERE word % p_word AND length(word) >= 3
                      ORDER BY similarity(word, p_word) DESC, length(word), word LIMIT 1), p_word);
  END IF;
  RETURN p_word;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_known_words(p_folded text) RETURNS text[] LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_words text[] := array(SELECT catalogue_split_words(p_folded));
  v_count integer := coalesce(array_length(v_words, 1), 0);
  v_known text[] := '{}';
BEGIN
  FOR i IN 1 .. v_count LOOP
    v_known := v_known || catalogue_known_word(v_words[i], i = v_count);
  END LOOP;
  RETURN v_known;
END $$;
