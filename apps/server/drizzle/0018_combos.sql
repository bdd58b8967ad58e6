CREATE TABLE "combo_items" (
	"combo_id" uuid NOT NULL,
	"product_type" text NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_items_combo_id_product_id_pk" PRIMARY KEY("combo_id","product_id"),
	CONSTRAINT "combo_items_quantity_check" CHECK ("combo_items"."quantity" between 1 and 10),
	CONSTRAINT "combo_items_type_check" CHECK ("combo_items"."product_type" in ('TICKET_TIER', 'ONLINE_COURSE', 'E_BOOK'))
);
--> statement-breakpoint
CREATE TABLE "combos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cover_image" text,
	"price" bigint NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "combos_price_check" CHECK ("combos"."price" >= 0),
	CONSTRAINT "combos_status_check" CHECK ("combos"."status" in ('DRAFT', 'UNPUBLISHED', 'REVIEWED', 'PUBLISHED', 'REJECTED', 'DELETED', 'PENDING_APPROVAL_WITH_ADMIN'))
);
--> statement-breakpoint
DROP INDEX "tickets_item_seq_key";--> statement-breakpoint
DROP INDEX "ebook_grants_order_item_key";--> statement-breakpoint
ALTER TABLE "combo_items" ADD CONSTRAINT "combo_items_combo_id_combos_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combos" ADD CONSTRAINT "combos_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "combo_items_product_idx" ON "combo_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "combos_slug_key" ON "combos" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "combos_host_idx" ON "combos" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "combos_published_idx" ON "combos" USING btree ("created_at" DESC NULLS LAST) WHERE "combos"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_item_tier_seq_key" ON "tickets" USING btree ("order_item_id","tier_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_grants_order_item_book_key" ON "ebook_grants" USING btree ("order_item_id","ebook_id");