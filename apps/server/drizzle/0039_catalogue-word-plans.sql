CREATE TABLE "catalogue_word_counts" (
	"kind" text NOT NULL,
	"size" smallint NOT NULL,
	"word" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "catalogue_word_counts_kind_size_word_pk" PRIMARY KEY("kind","size","word")
);
--> statement-breakpoint
DROP INDEX "catalogue_entries_search_event_idx";--> statement-breakpoint
DROP INDEX "catalogue_entries_search_calendar_idx";--> statement-breakpoint
DROP INDEX "catalogue_entries_search_online_course_idx";--> statement-breakpoint
DROP INDEX "catalogue_entries_search_e_book_idx";--> statement-breakpoint
DROP INDEX "catalogue_entries_search_combo_idx";--> statement-breakpoint
DROP INDEX "catalogue_entries_search_host_idx";--> statement-breakpoint
DROP INDEX "catalogue_entries_search_post_idx";--> statement-breakpoint
DROP INDEX "catalogue_entries_list_trgm_idx";--> statement-breakpoint
CREATE INDEX "catalogue_entries_list_ticket_tier_idx" ON "catalogue_entries" USING gin ("list_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'TICKET_TIER' and "catalogue_entries"."list_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_list_calendar_frame_idx" ON "catalogue_entries" USING gin ("list_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'CALENDAR_FRAME' and "catalogue_entries"."list_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_list_e_book_idx" ON "catalogue_entries" USING gin ("list_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'E_BOOK' and "catalogue_entries"."list_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_list_online_course_idx" ON "catalogue_entries" USING gin ("list_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'ONLINE_COURSE' and "catalogue_entries"."list_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_list_combo_idx" ON "catalogue_entries" USING gin ("list_words" gin_trgm_ops) WHERE "catalogue_entries"."kind" = 'COMBO' and "catalogue_entries"."list_words" is not null;--> statement-breakpoint
-- custom SQL (carry over when renumbering)
-- Words sort bytewise, so that the words starting so are one range of the primary key whatever the database's collation.
ALTER TABLE catalogue_words ALTER COLUMN word TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE catalogue_word_counts ALTER COLUMN word TYPE text COLLATE "C";--> statement-breakpoint
-- An entry's words (size 1) and pairs of words one after the other (size 2), each once.
CREATE FUNCTION catalogue_word_runs(p_words text) RETURNS TABLE (size smallint, word text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT r.size, r.word FROM (
    SELECT w, lead(w) OVER (ORDER BY i) AS next
      FROM regexp_split_to_table(p_words, '[^[:alnum:]]+') WITH ORDINALITY AS t(w, i) WHERE w <> '') s,
    LATERAL (VALUES (1::smallint, s.w), (2::smallint, s.w || ' ' || s.next)) r(size, word)
   WHERE r.word IS NOT NULL $$;--> statement-breakpoint
-- An entry's keys in the search box's index: its kind's name, then "." and a word or ":" and two words in a row ("event.hoi",
-- "event:hoi thao"), so that one GIN index finds a kind's entries holding every word typed at a word's start (tsquery
-- prefixes), or the pairs of a phrase, without reading other kinds'. Only built-in functions: an index build resolves names
-- on a bare search path.
CREATE FUNCTION catalogue_word_keys(p_kind text, p_words text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array(
    SELECT lower(p_kind) || r.key
      FROM (SELECT w, lead(w) OVER (ORDER BY i) AS next
              FROM regexp_split_to_table(p_words, '[^[:alnum:]]+') WITH ORDINALITY AS t(w, i) WHERE w <> '') s,
           LATERAL (VALUES ('.' || s.w), (':' || s.w || ' ' || s.next)) AS r(key)
     WHERE r.key IS NOT NULL)) $$;--> statement-breakpoint
CREATE INDEX catalogue_entries_word_keys_idx ON catalogue_entries USING gin (catalogue_word_keys(kind, search_words))
  WHERE search_words IS NOT NULL;--> statement-breakpoint
-- New words and pairs of the entries a statement wrote, added in one order (two writers adding the same never wait on each
-- other in opposite orders), counted 1 until the nightly count.
CREATE OR REPLACE FUNCTION catalogue_words_grow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH grown AS MATERIALIZED (SELECT DISTINCT n.kind, r.size, r.word FROM new_rows n, catalogue_word_runs(n.search_words) r),
         words AS (INSERT INTO catalogue_words (word) SELECT DISTINCT word FROM grown WHERE size = 1 ORDER BY 1 ON CONFLICT DO NOTHING)
    INSERT INTO catalogue_word_counts (kind, size, word, entries) SELECT kind, size, word, 1 FROM grown ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING;
  ELSE
    WITH grown AS MATERIALIZED (SELECT n.kind, r.size, r.word FROM new_rows n, catalogue_word_runs(n.search_words) r
                                EXCEPT SELECT o.kind, r.size, r.word FROM old_rows o, catalogue_word_runs(o.search_words) r),
         words AS (INSERT INTO catalogue_words (word) SELECT DISTINCT word FROM grown WHERE size = 1 ORDER BY 1 ON CONFLICT DO NOTHING)
    INSERT INTO catalogue_word_counts (kind, size, word, entries) SELECT kind, size, word, 1 FROM grown ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Nightly (and after a bulk load): every word and pair counted as the entries hold them; those no entry uses any more go.
-- Answers how many words went.
CREATE OR REPLACE FUNCTION catalogue_words_prune() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_pruned integer;
BEGIN
  CREATE TEMP TABLE catalogue_counted ON COMMIT DROP AS
    SELECT e.kind, r.size, r.word COLLATE "C" AS word, count(*)::integer AS entries
      FROM catalogue_entries e, catalogue_word_runs(e.search_words) r WHERE e.search_words IS NOT NULL GROUP BY 1, 2, 3;
  CREATE INDEX ON catalogue_counted (kind, size, word);
  ANALYZE catalogue_counted;
  DELETE FROM catalogue_word_counts c
   WHERE NOT EXISTS (SELECT 1 FROM catalogue_counted n WHERE n.kind = c.kind AND n.size = c.size AND n.word = c.word);
  INSERT INTO catalogue_word_counts (kind, size, word, entries) SELECT kind, size, word, entries FROM catalogue_counted ORDER BY 1, 2, 3
  ON CONFLICT (kind, size, word) DO UPDATE SET entries = excluded.entries WHERE catalogue_word_counts.entries <> excluded.entries;
  DELETE FROM catalogue_words c WHERE NOT EXISTS (SELECT 1 FROM catalogue_counted n WHERE n.size = 1 AND n.word = c.word);
  GET DIAGNOSTICS v_pruned = ROW_COUNT;
  INSERT INTO catalogue_words (word) SELECT DISTINCT word FROM catalogue_counted WHERE size = 1 ORDER BY 1 ON CONFLICT DO NOTHING;
  DROP TABLE catalogue_counted;
  RETURN v_pruned;
END $$;--> statement-breakpoint
-- The functions below run many times a second with other words each time: their statements are planned once, whatever the
-- words (a fresh plan for each cost more than the answer).
-- How many entries of a kind hold a word or pair starting so (p_prefix) or being so; past 64 such words, as many as can be.
CREATE FUNCTION catalogue_word_entries(p_kind text, p_size smallint, p_word text, p_prefix boolean) RETURNS bigint
  LANGUAGE sql STABLE SET plan_cache_mode = force_generic_plan AS $$
  SELECT CASE WHEN count(*) > 64 THEN 2147483647 ELSE coalesce(sum(entries), 0) END
    FROM (SELECT entries FROM catalogue_word_counts
           WHERE kind = p_kind AND size = p_size AND word >= p_word
             AND word < p_word || CASE WHEN p_prefix THEN chr(1114111) ELSE chr(1) END
           LIMIT 65) c $$;--> statement-breakpoint
-- The first p_limit of a kind's first p_walk entries in its order (events from p_from on, then those before) holding the
-- phrase, or every word but not the phrase (catalogue_entries_search_order_idx alone).
CREATE FUNCTION catalogue_search_walk(p_kind text, p_from double precision, p_walk integer, p_phrase text, p_words text[],
                                      p_not text, p_limit integer) RETURNS uuid[]
  LANGUAGE sql STABLE SET plan_cache_mode = force_generic_plan AS $$
  SELECT array_agg(w.id) FROM (
    SELECT s.id FROM (
      (SELECT e.id, e.search_words FROM catalogue_entries e
        WHERE e.kind = p_kind AND e.search_words IS NOT NULL
          AND catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) IS NULL
        ORDER BY catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) NULLS FIRST, e.id
        LIMIT p_walk)
      UNION ALL
      (SELECT e.id, e.search_words FROM catalogue_entries e
        WHERE e.kind = p_kind AND e.search_words IS NOT NULL
          AND catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) >= p_from
        ORDER BY catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) NULLS FIRST, e.id
        LIMIT p_walk)
      UNION ALL
      (SELECT e.id, e.search_words FROM catalogue_entries e
        WHERE e.kind = p_kind AND e.search_words IS NOT NULL
          AND catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) < p_from
        ORDER BY catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) NULLS FIRST, e.id
        LIMIT p_walk)
      LIMIT p_walk) s
    WHERE (p_phrase IS NULL OR s.search_words LIKE p_phrase)
      AND (p_words IS NULL OR s.search_words LIKE ALL (p_words))
      AND (p_not IS NULL OR s.search_words NOT LIKE p_not)
    LIMIT p_limit) w $$;--> statement-breakpoint
-- The first p_limit in the kind's order of every entry with the keys (catalogue_entries_word_keys_idx), holding the phrase
-- or not (p_not).
CREATE FUNCTION catalogue_search_keys(p_keys tsquery, p_from double precision, p_phrase text, p_not text, p_limit integer)
  RETURNS uuid[] LANGUAGE sql STABLE SET plan_cache_mode = force_generic_plan AS $$
  SELECT array_agg(f.id) FROM (
    SELECT m.id FROM (SELECT e.id, e.search_words,
                             catalogue_search_order(e.kind, e.starts_at, e.ends_at, e.popularity, e.published_at, e.created_at) AS o
                        FROM catalogue_entries e
                       WHERE e.search_words IS NOT NULL AND catalogue_word_keys(e.kind, e.search_words) @@ p_keys OFFSET 0) m
     WHERE (p_phrase IS NULL OR m.search_words LIKE p_phrase) AND (p_not IS NULL OR m.search_words NOT LIKE p_not)
     ORDER BY m.o IS NULL DESC, m.o >= p_from DESC, m.o, m.id
     LIMIT p_limit) f $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_known_words(p_folded text) RETURNS text[] LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_words text[] := array(SELECT catalogue_split_words(p_folded));
  v_count integer := coalesce(array_length(v_words, 1), 0);
  v_known text[] := '{}';
  v_word text;
BEGIN
  FOR i IN 1 .. v_count LOOP
    v_word := v_words[i];
    IF length(v_word) >= 3 AND NOT EXISTS (SELECT 1 FROM catalogue_words WHERE word = v_word)
       AND NOT (i = v_count AND EXISTS (SELECT 1 FROM catalogue_words WHERE word >= v_word AND word < v_word || chr(1114111))) THEN
      v_word := coalesce((SELECT word FROM catalogue_words WHERE word % v_words[i] AND length(word) >= 3
                           ORDER BY similarity(word, v_words[i]) DESC, length(word), word LIMIT 1), v_word);
    END IF;
    v_known := v_known || v_word;
  END LOOP;
  RETURN v_known;
END $$;--> statement-breakpoint
-- The search box, as 0034 ranks it (every word typed, or as corrected, at the start of one of a hit's words; the phrase
-- first; then the kind's order), planned per kind from the words' counts so that no question reads many entries:
-- - a kind where some word starts none of its words is skipped;
-- - the phrase: its pairs of words bound how many entries hold it; few are looked up in the index, many met by walking the
--   kind's first 1,000 entries (the index too if the walk finds too few);
-- - then, if the phrase gave fewer than p_limit, entries with every word but not the phrase, the same way from the rarest word.
CREATE OR REPLACE FUNCTION catalogue_search(p_query text, p_kinds text[], p_limit integer, p_now timestamptz)
  RETURNS TABLE (kind text, id uuid, place integer) LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  c_walk CONSTANT integer := 1000;
  c_look_up CONSTANT integer := 400;
  v_words text[] := catalogue_known_words(immutable_unaccent(lower(p_query)));
  v_count integer := coalesce(array_length(v_words, 1), 0);
  v_phrase text;
  v_not text;
  v_likes text[];
  v_kind text;
  v_fewest bigint;
  v_pairs bigint;
  v_from double precision;
  v_found uuid[];
  v_more uuid[];
BEGIN
  -- A query of no letters or digits finds nothing.
  IF v_count = 0 THEN
    RETURN;
  END IF;
  v_phrase := '% ' || catalogue_like_escape(array_to_string(v_words, ' ')) || '%';
  -- A single word is its own phrase.
  v_not := CASE WHEN v_count > 1 THEN v_phrase END;
  v_likes := array(SELECT '% ' || catalogue_like_escape(w) || '%' FROM unnest(v_words) w);
  FOREACH v_kind IN ARRAY p_kinds LOOP
    SELECT min(catalogue_word_entries(v_kind, 1::smallint, w, true)) INTO v_fewest FROM unnest(v_words) w;
    CONTINUE WHEN v_fewest = 0;
    -- Events from now on, then those over; every other kind from its beginning.
    v_from := CASE WHEN v_kind = 'EVENT' THEN extract(epoch FROM p_now) ELSE '-infinity'::float8 END;
    v_found := '{}';
    IF v_count > 1 THEN
      -- The last word of the phrase may be cut short: its pair is a prefix.
      SELECT min(catalogue_word_entries(v_kind, 2::smallint, v_words[i] || ' ' || v_words[i + 1], i = v_count - 1)) INTO v_pairs
        FROM generate_series(1, v_count - 1) i;
      IF v_pairs > c_look_up THEN
        v_found := coalesce(catalogue_search_walk(v_kind, v_from, c_walk, v_phrase, NULL, NULL, p_limit), '{}');
      END IF;
      IF v_pairs > 0 AND cardinality(v_found) < p_limit THEN
        v_found := coalesce(catalogue_search_keys(
          (SELECT string_agg(quote_literal(lower(v_kind) || ':' || v_words[i] || ' ' || v_words[i + 1])
                             || CASE WHEN i = v_count - 1 THEN ':*' ELSE '' END, ' & ')
             FROM generate_series(1, v_count - 1) i)::tsquery,
          v_from, v_phrase, NULL, p_limit), '{}');
      END IF;
    END IF;
    IF cardinality(v_found) < p_limit THEN
      v_more := NULL;
      IF v_fewest > c_look_up THEN
        v_more := catalogue_search_walk(v_kind, v_from, c_walk, NULL, v_likes, v_not, p_limit - cardinality(v_found));
      END IF;
      IF coalesce(cardinality(v_more), 0) < p_limit - cardinality(v_found) THEN
        v_more := catalogue_search_keys(
          (SELECT string_agg(quote_literal(lower(v_kind) || '.' || w) || ':*', ' & ') FROM unnest(v_words) w)::tsquery,
          v_from, NULL, v_not, p_limit - cardinality(v_found));
      END IF;
      v_found := v_found || coalesce(v_more, '{}');
    END IF;
    RETURN QUERY SELECT v_kind, u.id, u.place::integer FROM unnest(v_found) WITH ORDINALITY u(id, place);
  END LOOP;
END $$;--> statement-breakpoint
SELECT catalogue_words_prune();
