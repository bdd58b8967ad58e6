-- What the catalogue index holds, one branch per kind: the rule of what the search box finds and what
-- the public products listing shows, in one place (the old per-type reads' WHERE clauses). Only what
-- time changes is left to the reads: whether an event is over, a frame still to come. Changing a rule
-- means replacing this view in a new migration; `catalogue_refresh` and the nightly reconciliation
-- (catalogue-index/reconcile.task.ts) then bring every entry to it.
CREATE VIEW catalogue_entry_sources AS
  -- Published events (the search box).
  SELECT 'EVENT'::text AS kind, e.id, e.host_id, NULL::text AS parent_kind, NULL::uuid AS parent_id, NULL::text AS parent_slug,
         e.title, NULL::text AS subtitle, u.full_name AS host_name, e.cover_image AS image, '/events/' || e.slug AS link,
         e.min_price AS price, e.start_at AS starts_at, e.end_at AS ends_at, 0 AS position, e.published_at, e.created_at,
         NULL::integer AS popularity, e.search_title AS search_words, NULL::text AS list_words
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
         '/courses/' || c.slug, c.price, NULL, NULL, 0, c.published_at, c.created_at, NULL, c.search_title,
         CASE WHEN NOT c.is_upcoming THEN c.search_title END
    FROM online_courses c LEFT JOIN users u ON u.id = c.host_id
   WHERE c.status = 'PUBLISHED' AND c.is_displayed
  UNION ALL
  -- Published ebooks (both).
  SELECT 'E_BOOK', b.id, b.host_id, 'EBOOK', b.id, b.slug, b.title, 'Sách điện tử', u.full_name, b.cover_image, '/ebooks/' || b.slug,
         b.price, NULL, NULL, 0, NULL, b.created_at, NULL, immutable_unaccent(lower(b.title)), immutable_unaccent(lower(b.title))
    FROM ebooks b LEFT JOIN users u ON u.id = b.host_id
   WHERE b.status = 'PUBLISHED'
  UNION ALL
  -- Published combos (both).
  SELECT 'COMBO', c.id, c.host_id, 'COMBO', c.id, c.slug, c.title, NULL, u.full_name, c.cover_image, '/combos/' || c.slug,
         c.price, NULL, NULL, 0, c.published_at, c.created_at, NULL, immutable_unaccent(lower(c.title)), immutable_unaccent(lower(c.title))
    FROM combos c LEFT JOIN users u ON u.id = c.host_id
   WHERE c.status = 'PUBLISHED'
  UNION ALL
  -- Active hosts, by name or username (the search box).
  SELECT 'HOST', h.id, h.id, NULL, NULL, NULL, coalesce(h.full_name, h.username), h.headline, h.full_name, h.avatar, '/hosts/' || h.username,
         NULL, NULL, NULL, 0, NULL, h.created_at, h.follower_count, immutable_unaccent(lower(h.full_name || ' ' || h.username)), NULL
    FROM users h
   WHERE h.role = 'HOST' AND h.status = 'ACTIVE' AND h.deleted_at IS NULL
  UNION ALL
  -- Published posts (the search box).
  SELECT 'POST', p.id, p.host_id, NULL, NULL, NULL, p.title, NULL, u.full_name, p.cover_image, '/posts/' || p.slug,
         NULL, NULL, NULL, 0, p.published_at, p.created_at, NULL, immutable_unaccent(lower(p.title)), NULL
    FROM posts p LEFT JOIN users u ON u.id = p.host_id
   WHERE p.status = 'PUBLISHED';--> statement-breakpoint
-- Brings the entries of `kind` named by `ids` to what the view says: gone when it has no row, written when changed.
-- The ids are joined (IN (SELECT unnest ...)), not compared one by one (= ANY), so that a bulk write of
-- thousands of rows refreshes in one hash join and a single row's write in a few index lookups.
CREATE FUNCTION catalogue_refresh(p_kind text, p_ids uuid[]) RETURNS void
  LANGUAGE sql AS $$
  DELETE FROM catalogue_entries e
   WHERE e.kind = p_kind AND e.id IN (SELECT unnest(p_ids))
     AND NOT EXISTS (SELECT 1 FROM catalogue_entry_sources s WHERE s.kind = p_kind AND s.id = e.id);
  INSERT INTO catalogue_entries AS e
  SELECT s.* FROM catalogue_entry_sources s WHERE s.kind = p_kind AND s.id IN (SELECT unnest(p_ids))
  ON CONFLICT (kind, id) DO UPDATE SET
    host_id = excluded.host_id, parent_kind = excluded.parent_kind, parent_id = excluded.parent_id, parent_slug = excluded.parent_slug,
    title = excluded.title, subtitle = excluded.subtitle, host_name = excluded.host_name, image = excluded.image, link = excluded.link,
    price = excluded.price, starts_at = excluded.starts_at, ends_at = excluded.ends_at, position = excluded.position,
    published_at = excluded.published_at, created_at = excluded.created_at, popularity = excluded.popularity,
    search_words = excluded.search_words, list_words = excluded.list_words
  WHERE e IS DISTINCT FROM excluded;
$$;--> statement-breakpoint
-- The entries a write to a source row touches: an event's own and its tiers', a calendar's frames, a host's
-- own and everything they sell or write (their name, avatar and status are in them).
CREATE FUNCTION catalogue_refresh_of(p_source text, p_ids uuid[]) RETURNS void
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
-- After each statement writing a source table: the rows inserted or deleted, or updated in a column
-- the index reads (TG_ARGV[1], comma-separated; stock counters and timestamps are not), refresh their
-- entries in the same transaction. TG_ARGV[0] names the source for catalogue_refresh_of. A bulk load
-- may say `SET catalogue.follow = off` on its session and call catalogue_reconcile() after it.
CREATE FUNCTION catalogue_follow() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF current_setting('catalogue.follow', true) = 'off' THEN
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
-- Brings the whole index to what the view says, answering the entries it rewrote: those differing from
-- their source row or without one are taken out, then every source row without its entry is written.
-- Nightly (catalogue-index/reconcile.task.ts, which reports any drift) and after a bulk load.
CREATE FUNCTION catalogue_reconcile() RETURNS TABLE (entry_kind text, entry_id uuid)
  LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY WITH removed AS (
    DELETE FROM catalogue_entries e
     WHERE NOT EXISTS (SELECT 1 FROM catalogue_entry_sources s
                        WHERE s.kind = e.kind AND s.id = e.id AND ROW(s.*)::catalogue_entries IS NOT DISTINCT FROM e)
    RETURNING e.kind, e.id)
  SELECT * FROM removed;
  RETURN QUERY WITH written AS (
    INSERT INTO catalogue_entries
    SELECT s.* FROM catalogue_entry_sources s WHERE NOT EXISTS (SELECT 1 FROM catalogue_entries e WHERE e.kind = s.kind AND e.id = s.id)
    RETURNING catalogue_entries.kind, catalogue_entries.id)
  SELECT * FROM written;
END $$;--> statement-breakpoint
-- Each source table, the source it refreshes and the columns the index reads of it. A host's own entry
-- and everything they sell or write follow their account; a follow changes only their own entry's order.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('events', 'EVENT', 'host_id,slug,title,cover_image,status,start_at,end_at,min_price,published_at,created_at'),
    ('ticket_tiers', 'TICKET_TIER', 'event_id,name,price,status,position'),
    ('calendars', 'CALENDAR', 'host_id,title,status,price'),
    ('calendar_frames', 'CALENDAR_FRAME', 'calendar_id,host_id,start_at,end_at'),
    ('online_courses', 'ONLINE_COURSE', 'host_id,slug,title,subtitle,cover_image,price,status,is_displayed,is_upcoming,published_at,created_at'),
    ('ebooks', 'E_BOOK', 'host_id,slug,title,cover_image,price,status,created_at'),
    ('combos', 'COMBO', 'host_id,slug,title,cover_image,price,status,published_at,created_at'),
    ('posts', 'POST', 'host_id,slug,title,cover_image,status,published_at,created_at'),
    ('users', 'HOST', 'username,full_name,headline,avatar,role,status,deleted_at,created_at')) v(source_table, source, watched)
  LOOP
    EXECUTE format('CREATE TRIGGER catalogue_follow_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_follow(%L)', t.source_table, t.source);
    EXECUTE format('CREATE TRIGGER catalogue_follow_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_follow(%L, %L)', t.source_table, t.source, t.watched);
    EXECUTE format('CREATE TRIGGER catalogue_follow_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
                    FOR EACH STATEMENT EXECUTE FUNCTION catalogue_follow(%L)', t.source_table, t.source);
  END LOOP;
END $$;--> statement-breakpoint
CREATE TRIGGER catalogue_follow_followers AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION catalogue_follow('HOST_FOLLOWERS', 'follower_count');--> statement-breakpoint
SELECT count(*) FROM catalogue_reconcile();
