CREATE TABLE "catalogue_entries" (
	"kind" text NOT NULL,
	"id" uuid NOT NULL,
	"host_id" uuid,
	"parent_kind" text,
	"parent_id" uuid,
	"parent_slug" text,
	"title" text NOT NULL,
	"subtitle" text,
	"host_name" text,
	"image" text,
	"link" text NOT NULL,
	"price" bigint,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone,
	"popularity" integer,
	"search_words" text,
	"list_words" text,
	CONSTRAINT "catalogue_entries_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE INDEX "catalogue_entries_host_idx" ON "catalogue_entries" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "catalogue_entries_parent_idx" ON "catalogue_entries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "catalogue_entries_search_trgm_idx" ON "catalogue_entries" USING gin ("search_words" gin_trgm_ops) WHERE "catalogue_entries"."search_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_list_trgm_idx" ON "catalogue_entries" USING gin ("list_words" gin_trgm_ops) WHERE "catalogue_entries"."list_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_list_start_idx" ON "catalogue_entries" USING btree ("kind","starts_at","title","position","id") WHERE "catalogue_entries"."list_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_list_title_idx" ON "catalogue_entries" USING btree ("kind","title","id") WHERE "catalogue_entries"."list_words" is not null and "catalogue_entries"."starts_at" is null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_list_recent_idx" ON "catalogue_entries" USING btree ("kind","published_at" desc nulls last,"created_at" desc,"id" desc) WHERE "catalogue_entries"."list_words" is not null;--> statement-breakpoint
CREATE INDEX "catalogue_entries_list_period_idx" ON "catalogue_entries" USING gist (tstzrange("starts_at", "ends_at")) WHERE "catalogue_entries"."list_words" is not null and "catalogue_entries"."kind" = 'TICKET_TIER';