-- custom SQL (carry over when renumbering)
-- The products listing keeps calendar frames' facts as it keeps tiers' (0055): whoever updates or deletes a frame (a
-- booking moves its counters) or its calendar tells the processes on product_facts_changes once the change commits, with
-- the function of 0055. Inserts change no version a process holds.
CREATE TRIGGER product_facts_updated AFTER UPDATE ON "calendar_frames" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_deleted AFTER DELETE ON "calendar_frames" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_truncated AFTER TRUNCATE ON "calendar_frames" FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_updated AFTER UPDATE ON "calendars" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_deleted AFTER DELETE ON "calendars" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();--> statement-breakpoint
CREATE TRIGGER product_facts_truncated AFTER TRUNCATE ON "calendars" FOR EACH STATEMENT EXECUTE FUNCTION product_facts_changed();
