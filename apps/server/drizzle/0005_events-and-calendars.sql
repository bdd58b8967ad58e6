CREATE TABLE "event_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_category_links" (
	"event_id" uuid NOT NULL,
	"event_category_id" uuid NOT NULL,
	CONSTRAINT "event_category_links_event_id_event_category_id_pk" PRIMARY KEY("event_id","event_category_id")
);
--> statement-breakpoint
CREATE TABLE "event_co_hosts" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_co_hosts_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_sessions_time_check" CHECK ("event_sessions"."end_at" > "event_sessions"."start_at")
);
--> statement-breakpoint
CREATE TABLE "event_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"description" text,
	"cover_image" text,
	"format" text,
	"meeting_tool" text,
	"meeting_url" text,
	"venue_name" text,
	"address" text,
	"city" text,
	"session_type" text,
	"duration_type" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"reject_reason" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"duration_minutes" integer,
	"session_count" integer DEFAULT 0 NOT NULL,
	"min_price" bigint,
	"max_price" bigint,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" bigint NOT NULL,
	"capacity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sale_start_at" timestamp with time zone,
	"sale_end_at" timestamp with time zone,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"max_per_order" integer DEFAULT 10 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_tiers_price_check" CHECK ("ticket_tiers"."price" >= 0),
	CONSTRAINT "ticket_tiers_stock_check" CHECK ("ticket_tiers"."sold" >= 0 and "ticket_tiers"."held" >= 0 and "ticket_tiers"."sold" + "ticket_tiers"."held" <= "ticket_tiers"."capacity")
);
--> statement-breakpoint
CREATE TABLE "calendar_frames" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_frames_time_check" CHECK ("calendar_frames"."end_at" > "calendar_frames"."start_at"),
	CONSTRAINT "calendar_frames_stock_check" CHECK ("calendar_frames"."booked" >= 0 and "calendar_frames"."held" >= 0 and "calendar_frames"."booked" + "calendar_frames"."held" <= "calendar_frames"."capacity")
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity_per_frame" integer DEFAULT 1 NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"meeting_tool" text,
	"meeting_url" text,
	"location" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendars_price_check" CHECK ("calendars"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_event_category_id_event_categories_id_fk" FOREIGN KEY ("event_category_id") REFERENCES "public"."event_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_co_hosts" ADD CONSTRAINT "event_co_hosts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_co_hosts" ADD CONSTRAINT "event_co_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_status_changes" ADD CONSTRAINT "event_status_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_status_changes" ADD CONSTRAINT "event_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD CONSTRAINT "ticket_tiers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_frames" ADD CONSTRAINT "calendar_frames_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_frames" ADD CONSTRAINT "calendar_frames_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendars" ADD CONSTRAINT "calendars_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_slug_key" ON "event_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "event_category_links_category_idx" ON "event_category_links" USING btree ("event_category_id","event_id");--> statement-breakpoint
CREATE INDEX "event_co_hosts_user_idx" ON "event_co_hosts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "event_sessions_slug_key" ON "event_sessions" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "event_status_changes_event_idx" ON "event_status_changes" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_slug_key" ON "events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "events_published_start_idx" ON "events" USING btree ("start_at","id") WHERE "events"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "events_published_end_idx" ON "events" USING btree ("end_at","id") WHERE "events"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "events_host_idx" ON "events" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_status_idx" ON "events" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_tiers_event_idx" ON "ticket_tiers" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "calendar_frames_calendar_idx" ON "calendar_frames" USING btree ("calendar_id","start_at");--> statement-breakpoint
CREATE INDEX "calendars_host_idx" ON "calendars" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- One host's frames never overlap, across all of their calendars (btree_gist, migration 0000).
ALTER TABLE "calendar_frames" ADD CONSTRAINT "calendar_frames_no_overlap" EXCLUDE USING gist ("host_id" WITH =, tstzrange("start_at", "end_at") WITH &&);
