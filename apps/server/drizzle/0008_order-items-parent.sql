ALTER TABLE "order_items" ADD COLUMN "parent_type" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
-- Lines sold before the generic parent existed: tiers belong to their event, frames to their calendar.
UPDATE "order_items" SET "parent_type" = 'EVENT', "parent_id" = "event_id" WHERE "event_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "order_items" SET "parent_type" = 'CALENDAR', "parent_id" = "calendar_id" WHERE "calendar_id" IS NOT NULL AND "parent_id" IS NULL;
--> statement-breakpoint
CREATE INDEX "order_items_parent_idx" ON "order_items" USING btree ("parent_type","parent_id","status") WHERE "order_items"."parent_id" is not null;