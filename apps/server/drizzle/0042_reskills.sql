CREATE TABLE "reskill_price_products" (
	"price_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reskill_price_products_price_id_product_id_pk" PRIMARY KEY("price_id","product_id"),
	CONSTRAINT "reskill_price_products_type_check" CHECK ("reskill_price_products"."product_type" in ('ONLINE_COURSE', 'E_BOOK'))
);
--> statement-breakpoint
CREATE TABLE "reskill_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reskill_id" uuid NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reskill_prices_amount_check" CHECK ("reskill_prices"."amount" >= 0),
	CONSTRAINT "reskill_prices_status_check" CHECK ("reskill_prices"."status" in ('ACTIVE', 'INACTIVE'))
);
--> statement-breakpoint
CREATE TABLE "reskill_purchases" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"price_id" uuid NOT NULL,
	"reskill_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reskills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image" text,
	"is_main" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reskills_type_check" CHECK ("reskills"."type" in ('RESKILL', 'LAUNCHPAD')),
	CONSTRAINT "reskills_status_check" CHECK ("reskills"."status" in ('DRAFT', 'PUBLISHED', 'UNPUBLISHED'))
);
--> statement-breakpoint
ALTER TABLE "reskill_price_products" ADD CONSTRAINT "reskill_price_products_price_id_reskill_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."reskill_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reskill_prices" ADD CONSTRAINT "reskill_prices_reskill_id_reskills_id_fk" FOREIGN KEY ("reskill_id") REFERENCES "public"."reskills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reskill_purchases" ADD CONSTRAINT "reskill_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reskill_purchases" ADD CONSTRAINT "reskill_purchases_price_id_reskill_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."reskill_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reskill_purchases" ADD CONSTRAINT "reskill_purchases_reskill_id_reskills_id_fk" FOREIGN KEY ("reskill_id") REFERENCES "public"."reskills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reskills" ADD CONSTRAINT "reskills_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reskill_price_products_product_idx" ON "reskill_price_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "reskill_prices_reskill_idx" ON "reskill_prices" USING btree ("reskill_id","position");--> statement-breakpoint
CREATE INDEX "reskill_purchases_reskill_idx" ON "reskill_purchases" USING btree ("reskill_id","purchased_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reskill_purchases_buyer_idx" ON "reskill_purchases" USING btree ("user_id","purchased_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reskill_purchases_price_idx" ON "reskill_purchases" USING btree ("price_id");--> statement-breakpoint
CREATE INDEX "reskills_host_idx" ON "reskills" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reskills_published_idx" ON "reskills" USING btree ("type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reskills"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE UNIQUE INDEX "reskills_main_key" ON "reskills" USING btree ("host_id","type") WHERE "reskills"."is_main";