ALTER TABLE "subscription_periods" ADD COLUMN "kind" text DEFAULT 'RENEWAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "status" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "order_code" text;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD COLUMN "membership_price_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "anchor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_price_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pay_provider" text DEFAULT 'VNPAY' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pay_method" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_membership_price_id_membership_prices_id_fk" FOREIGN KEY ("membership_price_id") REFERENCES "public"."membership_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_next_price_id_membership_prices_id_fk" FOREIGN KEY ("next_price_id") REFERENCES "public"."membership_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_periods_open_idx" ON "subscription_periods" USING btree ("subscription_id") WHERE "subscription_periods"."status" = 'OPEN';--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_status_check" CHECK ("subscription_periods"."status" in ('OPEN', 'PAID', 'UNPAID', 'REFUNDED'));--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_kind_check" CHECK ("subscription_periods"."kind" in ('FIRST', 'RENEWAL', 'UPGRADE'));