-- custom SQL (carry over when renumbering)
-- Servers keep each member's "my subscription" answer (src/modules/memberships/subscriptions/my-subscriptions-cache.ts)
-- instead of reading it on every call: whoever changes a subscription, one of its periods, or a plan or price it names,
-- in whatever process or by hand, tells them on the channel subscription_changes once the change commits. The payload
-- is the member's id, or '*' when any member's answer may have changed (a plan or a price edited).
CREATE OR REPLACE FUNCTION subscriptions_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('subscription_changes', '*');
  ELSIF TG_TABLE_NAME = 'subscriptions' THEN
    PERFORM pg_notify('subscription_changes', COALESCE(NEW.user_id, OLD.user_id)::text);
  ELSE
    PERFORM pg_notify('subscription_changes', s.user_id::text)
       FROM subscriptions s WHERE s.id = COALESCE(NEW.subscription_id, OLD.subscription_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER subscriptions_changed AFTER INSERT OR UPDATE OR DELETE ON "subscriptions" FOR EACH ROW EXECUTE FUNCTION subscriptions_changed();--> statement-breakpoint
CREATE TRIGGER subscription_periods_changed AFTER INSERT OR UPDATE OR DELETE ON "subscription_periods" FOR EACH ROW EXECUTE FUNCTION subscriptions_changed();--> statement-breakpoint
CREATE TRIGGER memberships_changed AFTER INSERT OR UPDATE OR DELETE ON "memberships" FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_changed();--> statement-breakpoint
CREATE TRIGGER membership_prices_changed AFTER INSERT OR UPDATE OR DELETE ON "membership_prices" FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_changed();--> statement-breakpoint
CREATE TRIGGER subscriptions_truncated AFTER TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION subscriptions_changed();
