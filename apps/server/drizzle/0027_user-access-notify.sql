-- Servers remember each account's access (role, status, deletion) instead of reading it on every
-- call (src/modules/identity/auth/access-cache.ts): whoever changes it, in whatever process or by
-- hand, tells them on the channel user_access once the change commits. The payload is the account's
-- id, or '*' when every account may have changed.
CREATE OR REPLACE FUNCTION users_access_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('user_access', '*');
  ELSE
    PERFORM pg_notify('user_access', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_access_updated AFTER UPDATE OF role, status, deleted_at ON "users" FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.status IS DISTINCT FROM NEW.status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION users_access_changed();--> statement-breakpoint
CREATE TRIGGER users_access_deleted AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION users_access_changed();--> statement-breakpoint
CREATE TRIGGER users_access_truncated AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION users_access_changed();
