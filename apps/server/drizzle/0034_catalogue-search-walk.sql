CREATE TABLE "catalogue_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "catalogue_entries_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "catalogue_words_trgm_idx" ON "catalogue_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalogue_entries_search_event_idx" ON "catalogue_entries" USING gin ("search_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'EVENT' and "catalogue_entries"."search_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_search_calendar_idx" ON "catalogue_entries" USING gin ("search_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'CALENDAR' and "catalogue_entries"."search_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_search_online_course_idx" ON "catalogue_entries" USING gin ("search_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'ONLINE_COURSE' and "catalogue_entries"."search_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_search_e_book_idx" ON "catalogue_entries" USING gin ("search_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'E_BOOK' and "catalogue_entries"."search_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_search_combo_idx" ON "catalogue_entries" USING gin ("search_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'COMBO' and "catalogue_entries"."search_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_search_host_idx" ON "catalogue_entries" USING gin ("search_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'HOST' and "catalogue_entries"."search_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_search_post_idx" ON "catalogue_entries" USING gin ("search_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'POST' and "catalogue_entries"."search_words" is not null;--> statement-breakpoint
-- custom SQL (carry over when renumbering)
-- The products listing's walks read the words they filter on from the index itself (index-only scans: a common word's first
-- page without a visit to the table); the same indexes as 0032 otherwise.
DROP INDEX catalogue_entries_list_start_idx;--> statement-breakpoint
CREATE INDEX catalogue_entries_list_start_idx ON catalogue_entries (kind, starts_at, title, position, id)
  INCLUDE (list_words, ends_at) WHERE list_words IS NOT NULL;--> statement-breakpoint
DROP INDEX catalogue_entries_list_title_idx;--> statement-breakpoint
CREATE INDEX catalogue_entries_list_title_idx ON catalogue_entries (kind, title, id)
  INCLUDE (list_words, starts_at) WHERE list_words IS NOT NULL AND starts_at IS NULL;--> statement-breakpoint
DROP INDEX catalogue_entries_list_recent_idx;--> statement-breakpoint
CREATE INDEX catalogue_entries_list_recent_idx ON catalogue_entries (kind, published_at DESC NULLS LAST, created_at DESC, id DESC)
  INCLUDE (list_words, title, starts_at) WHERE list_words IS NOT NULL;--> statement-breakpoint
-- The search box's words as words: letters and digits only, one space between and around them, so that a word's start is
-- " w" wherever it stands ("nha-to-chuc-1" is four words) and a query's words are matched the same way.
CREATE FUNCTION catalogue_search_text(p text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ' ' || btrim(regexp_replace(p, '[^[:alnum:]]+', ' ', 'g')) || ' ' $$;--> statement-breakpoint
-- catalogue_entry_sources as in 0033, its search words through catalogue_search_text, and active calendars.
CREATE OR REPLACE VIEW catalogue_entry_sources AS
  -- Published events (the search box).
  SELECT 'EVENT'::text AS kind, e.id, e.host_id, NULL::text AS parent_kind, NULL::uuid AS parent_id, NULL::text AS parent_slug,
         e.title, NULL::text AS subtitle, u.full_name AS host_name, e.cover_image AS image, '/events/' || e.slug AS link,
         e.min_price AS price, e.start_at AS starts_at, e.end_at AS ends_at, 0 AS position, e.published_at, e.created_at,
         NULL::integer AS popularity, catalogue_search_text(e.search_title) AS search_words, NULL::text AS list_words
    FROM events e LEFT JOIN users u ON u.id = e.host_id
   WHERE e.status = 'PUBLISHED'
  UNION ALL
  -- Active tiers of published events (the listing; over or not is read at `now`), matched with their host's name.
  SELECT 'TICKET_TIER', t.id, e.host_id, 'EVENT', e.id, e.slug, e.title, t.name, u.full_name, e.cover_image, '/events/' || e.slug,
         t.price, e.start_at, e.end_at, t.position, e.published_at, e.created_at, NULL, NULL,
         immutable_unaccent(lower(e.title || ' ' || t.name || ' ' || coalesce(u.full_name, '')))
    FROM ticket_tiers t JOIN events e ON e.id = t.event_id LEFT JOIN users u ON u.id = e.host_id
   WHERE e.status = 'PUBLISHED' AND t.status = 'ACTIVE'
  UNION ALL
  -- Frames of active calendars (the listing; still to come or not is read at `now`), pictured by their host's avatar.
  SELECT 'CALENDAR_FRAME', f.id, f.host_id, 'CALENDAR', c.id, NULL, c.title, NULL, u.full_name, u.avatar, '/calendars/' || c.id,
         c.price, f.start_at, f.end_at, 0, NULL, NULL, NULL, NULL, immutable_unaccent(lower(c.title || ' ' || u.full_name))
    FROM calendar_frames f JOIN calendars c ON c.id = f.calendar_id LEFT JOIN users u ON u.id = f.host_id
   WHERE c.status = 'ACTIVE'
  UNION ALL
  -- Public courses (the search box); those not announced as upcoming are on sale (the listing, every word of `q` in the title).
  SELECT 'ONLINE_COURSE', c.id, c.host_id, 'ONLINE_COURSE', c.id, c.slug, c.title, c.subtitle, u.full_name, c.cover_image,
         '/courses/' || c.slug, c.price, NULL, NULL, 0, c.published_at, c.created_at, NULL, catalogue_search_text(c.search_title),
         CASE WHEN NOT c.is_upcoming THEN c.search_title END
    FROM online_courses c LEFT JOIN users u ON u.id = c.host_id
   WHERE c.status = 'PUBLISHED' AND c.is_displayed
  UNION ALL
  -- Published ebooks (both).
  SELECT 'E_BOOK', b.id, b.host_id, 'EBOOK', b.id, b.slug, b.title, 'Sách điện tử', u.full_name, b.cover_image, '/ebooks/' || b.slug,
         b.price, NULL, NULL, 0, NULL, b.created_at, NULL, catalogue_search_text(immutable_unaccent(lower(b.title))), immutable_unaccent(lower(b.title))
    FROM ebooks b LEFT JOIN users u ON u.id = b.host_id
   WHERE b.status = 'PUBLISHED'
  UNION ALL
  -- Published combos (both).
  SELECT 'COMBO', c.id, c.host_id, 'COMBO', c.id, c.slug, c.title, NULL, u.full_name, c.cover_image, '/combos/' || c.slug,
         c.price, NULL, NULL, 0, c.published_at, c.created_at, NULL, catalogue_search_text(immutable_unaccent(lower(c.title))), immutable_unaccent(lower(c.title))
    FROM combos c LEFT JOIN users u ON u.id = c.host_id
   WHERE c.status = 'PUBLISHED'
  UNION ALL
  -- Active hosts, by name or username (the search box).
  SELECT 'HOST', h.id, h.id, NULL, NULL, NULL, coalesce(h.full_name, h.username), h.headline, h.full_name, h.avatar, '/hosts/' || h.username,
         NULL, NULL, NULL, 0, NULL, h.created_at, h.follower_count, catalogue_search_text(immutable_unaccent(lower(h.full_name || ' ' || h.username))), NULL
    FROM users h
   WHERE h.role = 'HOST' AND h.status = 'ACTIVE' AND h.deleted_at IS NULL
  UNION ALL
  -- Published posts (the search box).
  SELECT 'POST', p.id, p.host_id, NULL, NULL, NULL, p.title, NULL, u.full_name, p.cover_image, '/posts/' || p.slug,
         NULL, NULL, NULL, 0, p.published_at, p.created_at, NULL, catalogue_search_text(immutable_unaccent(lower(p.title))), NULL
    FROM posts p LEFT JOIN users u ON u.id = p.host_id
   WHERE p.status = 'PUBLISHED'
  UNION ALL
  -- Active calendars, by title or their host's name (the search box; new in 0034).
  SELECT 'CALENDAR', c.id, c.host_id, NULL, NULL, NULL, c.title, NULL, u.full_name, u.avatar, '/calendars/' || c.id,
         c.price, NULL, NULL, 0, NULL, c.created_at, NULL,
         catalogue_search_text(immutable_unaccent(lower(c.title || ' ' || coalesce(u.full_name, '')))), NULL
    FROM calendars c LEFT JOIN users u ON u.id = c.host_id
   WHERE c.status = 'ACTIVE';--> statement-breakpoint
-- A calendar's write refreshes its own entry (0034: calendars are found by the search box) and its frames'.
CREATE OR REPLACE FUNCTION catalogue_refresh_of(p_source text, p_ids uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  entries record;
BEGIN
  CASE p_source
    WHEN 'EVENT' THEN
      PERFORM catalogue_refresh('EVENT', p_ids);
      PERFORM catalogue_refresh('TICKET_TIER', ARRAY(
        SELECT id FROM ticket_tiers WHERE event_id IN (SELECT unnest(p_ids))
        UNION SELECT id FROM catalogue_entries WHERE kind = 'TICKET_TIER' AND parent_id IN (SELECT unnest(p_ids))));
    WHEN 'CALENDAR' THEN
      PERFORM catalogue_refresh('CALENDAR', p_ids);
      PERFORM catalogue_refresh('CALENDAR_FRAME', ARRAY(
        SELECT id FROM calendar_frames WHERE calendar_id IN (SELECT unnest(p_ids))
        UNION SELECT id FROM catalogue_entries WHERE kind = 'CALENDAR_FRAME' AND parent_id IN (SELECT unnest(p_ids))));
    WHEN 'HOST' THEN
      PERFORM catalogue_refresh('HOST', p_ids);
      FOR entries IN
        SELECT kind, array_agg(id) AS ids FROM catalogue_entries WHERE host_id IN (SELECT unnest(p_ids)) AND kind <> 'HOST' GROUP BY kind
      LOOP
        PERFORM catalogue_refresh(entries.kind, entries.ids);
      END LOOP;
    WHEN 'HOST_FOLLOWERS' THEN
      PERFORM catalogue_refresh('HOST', p_ids);
    ELSE
      PERFORM catalogue_refresh(p_source, p_ids);
  END CASE;
END $$;--> statement-breakpoint
-- The search box's order within a kind as one number, smallest first, none first: an event by its end (its start when it has
-- no end); a host by followers, most first; an ebook or a calendar by creation, a course, combo or post by publication,
-- newest first.
-- Events are read from now on, then those already over (catalogue_search).
CREATE FUNCTION catalogue_search_order(p_kind text, p_starts timestamptz, p_ends timestamptz, p_popularity integer,
                                       p_published timestamptz, p_created timestamptz) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE p_kind WHEN 'EVENT' THEN extract(epoch FROM coalesce(p_ends, p_starts))::float8
                     WHEN 'HOST' THEN -p_popularity::float8
                     WHEN 'E_BOOK' THEN -extract(epoch FROM p_created)::float8
                     WHEN 'CALENDAR' THEN -extract(epoch FROM p_created)::float8
                     ELSE -extract(epoch FROM p_published)::float8 END $$;--> statement-breakpoint
-- Each kind in that order with what the search box tests of a row, so that a common word is answered by reading the first
-- entries of this index alone (an index-only scan: every column the expression reads is here).
CREATE INDEX catalogue_entries_search_order_idx ON catalogue_entries
  (kind, catalogue_search_order(kind, starts_at, ends_at, popularity, published_at, created_at) NULLS FIRST, id)
  INCLUDE (search_words, starts_at, ends_at, popularity, published_at, created_at) WHERE search_words IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION catalogue_like_escape(p text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT replace(replace(replace(p, '\', '\\'), '%', '\%'), '_', '\_') $$;--> statement-breakpoint
CREATE FUNCTION catalogue_split_words(p text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w FROM regexp_split_to_table(p, '[^[:alnum:]]+') w WHERE w <> '' $$;--> statement-breakpoint
-- New words of the entries a statement wrote, added in one order (two writers adding the same words never wait on each other
-- in opposite orders).
CREATE FUNCTION catalogue_words_grow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalogue_words (word)
    SELECT DISTINCT w FROM new_rows n, catalogue_split_words(n.search_words) w ORDER BY w ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO catalogue_words (word)
    SELECT w FROM (SELECT w FROM new_rows n, catalogue_split_words(n.search_words) w
                   EXCEPT SELECT w FROM old_rows o, catalogue_split_words(o.search_words) w) added ORDER BY w ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER catalogue_words_insert AFTER INSERT ON catalogue_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_words_grow();--> statement-breakpoint
CREATE TRIGGER catalogue_words_update AFTER UPDATE ON catalogue_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_words_grow();--> statement-breakpoint
-- Nightly: words no entry uses any more go, and any word an entry uses is there (answers how many went).
CREATE FUNCTION catalogue_words_prune() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_pruned integer;
BEGIN
  WITH used AS MATERIALIZED (SELECT DISTINCT w FROM catalogue_entries e, catalogue_split_words(e.search_words) w)
  DELETE FROM catalogue_words c WHERE NOT EXISTS (SELECT 1 FROM used WHERE used.w = c.word);
  GET DIAGNOSTICS v_pruned = ROW_COUNT;
  INSERT INTO catalogue_words (word)
  SELECT DISTINCT w FROM catalogue_entries e, catalogue_split_words(e.search_words) w ORDER BY w ON CONFLICT DO NOTHING;
  RETURN v_pruned;
END $$;--> statement-breakpoint
-- The words of a folded query as the catalogue knows them: a word of three letters or more that no entry uses (the last one
-- may be the start of one: still being typed) becomes the closest word of three letters or more that one does (pg_trgm's
-- similarity), so "worksop" reads "workshop" and "pyton" "python"; a shorter word is too close to too many to guess.
CREATE FUNCTION catalogue_known_words(p_folded text) RETURNS text[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_words text[] := array(SELECT catalogue_split_words(p_folded));
  v_count integer := coalesce(array_length(v_words, 1), 0);
  v_known text[] := '{}';
  v_word text;
BEGIN
  FOR i IN 1 .. v_count LOOP
    v_word := v_words[i];
    IF length(v_word) >= 3 AND NOT EXISTS (SELECT 1 FROM catalogue_words WHERE word = v_word)
       AND NOT (i = v_count AND EXISTS (SELECT 1 FROM catalogue_words WHERE word LIKE catalogue_like_escape(v_word) || '%')) THEN
      v_word := coalesce((SELECT word FROM catalogue_words WHERE word % v_words[i] AND length(word) >= 3
                           ORDER BY similarity(word, v_words[i]) DESC, length(word), word LIMIT 1), v_word);
    END IF;
    v_known := v_known || v_word;
  END LOOP;
  RETURN v_known;
END $$;--> statement-breakpoint
-- The search box: the best p_limit entries of each kind asked, answered as (kind, id, place). A hit has every word typed (or
-- as corrected) at the start of one of its words, in any order; those holding the words as typed, one after the other, come
-- first; then the kind's order (catalogue_search_order: events not over, soonest first). A common phrase is answered from the
-- kind's first 1,000 entries in that order (catalogue_entries_search_order_idx alone), a rarer one through the kind's trigram
-- index: no question sorts every entry that matches it.
CREATE FUNCTION catalogue_search(p_query text, p_kinds text[], p_limit integer, p_now timestamptz)
  RETURNS TABLE (kind text, id uuid, place integer) LANGUAGE plpgsql STABLE AS $$
DECLARE
  c_walk CONSTANT integer := 1000;
  v_words text[] := catalogue_known_words(immutable_unaccent(lower(p_query)));
  v_phrase text;
  v_every text;
  v_kind text;
  v_from double precision;
  v_ids uuid[];
BEGIN
  -- A query of no letters or digits finds nothing.
  IF coalesce(array_length(v_words, 1), 0) = 0 THEN
    RETURN;
  END IF;
  v_phrase := '% ' || catalogue_like_escape(array_to_string(v_words, ' ')) || '%';
  SELECT string_agg(format('e.search_words LIKE %L', '% ' || catalogue_like_escape(w) || '%'), ' AND ') INTO v_every FROM unnest(v_words) w;
  FOREACH v_kind IN ARRAY p_kinds LOOP
    -- Events from now on, then those over; every other kind from its beginning.
    v_from := CASE WHEN v_kind = 'EVENT' THEN extract(epoch FROM p_now) ELSE '-infinity'::float8 END;
    SELECT array_agg(w.id) INTO v_ids FROM (
      SELECT s.id FROM (
        (SELECT e.id, e.search_words FROM catalogue_entries e
          WHERE e.kind = v_kind AND e.search_words IS NOT NULL
            AND catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) IS NULL
          ORDER BY catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) NULLS FIRST, e.id
          LIMIT c_walk)
        UNION ALL
        (SELECT e.id, e.search_words FROM catalogue_entries e
          WHERE e.kind = v_kind AND e.search_words IS NOT NULL
            AND catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) >= v_from
          ORDER BY catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) NULLS FIRST, e.id
          LIMIT c_walk)
        UNION ALL
        (SELECT e.id, e.search_words FROM catalogue_entries e
          WHERE e.kind = v_kind AND e.search_words IS NOT NULL
            AND catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) < v_from
          ORDER BY catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) NULLS FIRST, e.id
          LIMIT c_walk)
        LIMIT c_walk) s
      WHERE s.search_words LIKE v_phrase
      LIMIT p_limit) w;
    IF coalesce(cardinality(v_ids), 0) < p_limit THEN
      -- Too few among the first entries: every entry with each word, through the kind's own trigram index (the kind and the
      -- words are written out so that the planner picks it), the phrase first.
      EXECUTE format($q$SELECT array_agg(f.id) FROM (SELECT e.id FROM catalogue_entries e
          WHERE e.kind = %L AND e.search_words IS NOT NULL AND %s
          ORDER BY e.search_words NOT LIKE %L,
            catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) IS NULL DESC,
            catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) >= %L::float8 DESC,
            catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at), e.id
          LIMIT %s) f$q$, v_kind, v_every, v_phrase, v_from, p_limit) INTO v_ids;
    END IF;
    RETURN QUERY SELECT v_kind, u.id, u.place::integer FROM unnest(v_ids) WITH ORDINALITY u(id, place);
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO catalogue_words (word)
SELECT DISTINCT w FROM catalogue_entries e, catalogue_split_words(e.search_words) w ORDER BY w ON CONFLICT DO NOTHING;--> statement-breakpoint
SELECT count(*) FROM catalogue_reconcile();
