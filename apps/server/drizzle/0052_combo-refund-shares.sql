DROP INDEX "refunds_open_item_key";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "share_of" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_share_key" ON "refunds" USING btree ("order_item_id","share_of") WHERE "refunds"."approval" in ('PENDING', 'APPROVED') and "refunds"."share_of" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_item_key" ON "refunds" USING btree ("order_item_id") WHERE "refunds"."approval" in ('PENDING', 'APPROVED') and "refunds"."payment_id" is null and "refunds"."share_of" is null;--> statement-breakpoint
-- custom SQL (carry over when renumbering)
-- A combo line's share refunded by an event's cancellation before shares were named: it names the
-- cancelled event of the line's tickets, so that event's share is not refunded again and another
-- cancelled event's share can be.
UPDATE "refunds" r SET "share_of" = (
  SELECT t.event_id FROM "tickets" t JOIN "events" e ON e.id = t.event_id
  WHERE t.order_item_id = r.order_item_id AND e.cancelled_at IS NOT NULL
  ORDER BY e.cancelled_at LIMIT 1
)
WHERE r.payment_id IS NULL AND r.share_of IS NULL AND r.approval = 'APPROVED'
  AND EXISTS (SELECT 1 FROM "order_items" i WHERE i.id = r.order_item_id AND i.product_type = 'COMBO' AND r.amount < i.total)
  AND EXISTS (SELECT 1 FROM "tickets" t JOIN "events" e ON e.id = t.event_id WHERE t.order_item_id = r.order_item_id AND e.cancelled_at IS NOT NULL);
