DROP INDEX "refunds_open_item_key";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_key" ON "refunds" USING btree ("payment_id") WHERE "refunds"."payment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_item_key" ON "refunds" USING btree ("order_item_id") WHERE "refunds"."approval" in ('PENDING', 'APPROVED') and "refunds"."payment_id" is null;