CREATE TABLE "membership_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "membership_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"period_unit" text,
	"period_count" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "membership_prices_amount_check" CHECK ("membership_prices"."amount" >= 0),
	CONSTRAINT "membership_prices_period_check" CHECK (("membership_prices"."period_unit" is null and "membership_prices"."period_count" is null) or ("membership_prices"."period_unit" in ('DAY', 'WEEK', 'MONTH', 'YEAR') and "membership_prices"."period_count" between 1 and 36)),
	CONSTRAINT "membership_prices_status_check" CHECK ("membership_prices"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "membership_products" (
	"membership_id" uuid NOT NULL,
	"product_item_type" text NOT NULL,
	"product_item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "membership_products_type_check" CHECK ("membership_products"."product_item_type" in ('ONLINE_COURSE', 'TICKET_TIER'))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('ACTIVE', 'INACTIVE')),
	CONSTRAINT "memberships_default_active_check" CHECK (not "memberships"."is_default" or "memberships"."status" = 'ACTIVE')
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone,
	"order_id" uuid,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_periods_amount_check" CHECK ("subscription_periods"."amount" >= 0),
	CONSTRAINT "subscription_periods_range_check" CHECK ("subscription_periods"."period_end" is null or "subscription_periods"."period_end" > "subscription_periods"."period_start")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"membership_price_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"is_lifetime" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('PENDING', 'ACTIVE', 'FAILED', 'CANCEL', 'EXPIRED', 'PENDING_RENEWAL')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."current_period_end" is null or "subscriptions"."current_period_end" > "subscriptions"."current_period_start"),
	CONSTRAINT "subscriptions_lifetime_check" CHECK (not "subscriptions"."is_lifetime" or "subscriptions"."current_period_end" is null)
);
--> statement-breakpoint
ALTER TABLE "membership_parts" ADD CONSTRAINT "membership_parts_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_prices" ADD CONSTRAINT "membership_prices_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_products" ADD CONSTRAINT "membership_products_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_membership_price_id_membership_prices_id_fk" FOREIGN KEY ("membership_price_id") REFERENCES "public"."membership_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_parts_plan_idx" ON "membership_parts" USING btree ("membership_id","position");--> statement-breakpoint
CREATE INDEX "membership_prices_plan_idx" ON "membership_prices" USING btree ("membership_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_products_key" ON "membership_products" USING btree ("membership_id","product_item_type","product_item_id");--> statement-breakpoint
CREATE INDEX "membership_products_item_idx" ON "membership_products" USING btree ("product_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_default_key" ON "memberships" USING btree ("is_default") WHERE "memberships"."is_default" and "memberships"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_one_main_key" ON "memberships" USING btree ("is_main") WHERE "memberships"."is_main" and "memberships"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "memberships_listed_idx" ON "memberships" USING btree ("status","name") WHERE "memberships"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_key" ON "subscription_periods" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE INDEX "subscription_periods_order_idx" ON "subscription_periods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("membership_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_price_idx" ON "subscriptions" USING btree ("membership_price_id");--> statement-breakpoint
CREATE INDEX "subscriptions_renewal_due_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" in ('ACTIVE', 'PENDING_RENEWAL') and not "subscriptions"."is_lifetime";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_plan_key" ON "subscriptions" USING btree ("user_id","membership_id") WHERE "subscriptions"."status" in ('PENDING', 'ACTIVE', 'PENDING_RENEWAL', 'CANCEL');