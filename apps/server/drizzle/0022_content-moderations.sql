CREATE TABLE "content_moderations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"content_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"title" text NOT NULL,
	"search_title" text GENERATED ALWAYS AS (immutable_unaccent(lower(title))) STORED,
	"slug" text,
	"content_status" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flagged" boolean GENERATED ALWAYS AS (cardinality(keywords) > 0) STORED,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_moderations_type_check" CHECK ("content_moderations"."content_type" in ('EVENT', 'ONLINE_COURSE', 'COMBO', 'POST', 'E_BOOK')),
	CONSTRAINT "content_moderations_status_check" CHECK ("content_moderations"."status" in ('PENDING', 'APPROVED', 'REJECTED', 'CONTACT'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "content_moderations" ADD CONSTRAINT "content_moderations_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_moderations" ADD CONSTRAINT "content_moderations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_moderations_content_key" ON "content_moderations" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "content_moderations_submitted_idx" ON "content_moderations" USING btree ("submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_moderations_status_idx" ON "content_moderations" USING btree ("status","submitted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_moderations_host_idx" ON "content_moderations" USING btree ("host_id","content_type","status");--> statement-breakpoint
CREATE INDEX "content_moderations_search_idx" ON "content_moderations" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('HOST_PROFILE_APPROVED', 'HOST_PROFILE_REJECTED', 'CALENDAR_BOOKING_NEW', 'CALENDAR_BOOKING_APPROVED', 'CALENDAR_BOOKING_REJECTED', 'CALENDAR_BOOKING_HOST_CANCELED', 'CALENDAR_BOOKING_USER_CANCELED', 'PAYMENT_SUCCESS', 'PAYMENT_FAILED', 'PAYMENT_FREE', 'REFUND_SUCCESS', 'REFUND_FAILED', 'EVENT_APPROVED', 'EVENT_REJECTED', 'EVENT_STARTED', 'EVENT_REMINDER', 'EVENT_TICKET_CHECKED_IN', 'ONLINE_COURSE_APPROVED', 'ONLINE_COURSE_REJECTED', 'ONLINE_COURSE_UNLOCK', 'BLOG_APPROVED', 'BLOG_REJECTED', 'PROJECT_APPROVED', 'PROJECT_REJECTED', 'NEWS_APPROVED', 'NEWS_REJECTED', 'COMBO_APPROVED', 'COMBO_REJECTED', 'FOLLOWING_HOST_NEW_EVENT', 'FOLLOWING_HOST_NEW_CALENDAR', 'FOLLOWING_HOST_NEW_BLOG', 'FOLLOWING_HOST_NEW_PROJECT', 'FOLLOWING_HOST_NEW_ONLINE_COURSE', 'NEW_FOLLOWER', 'SUBSCRIPTION_RENEWAL', 'SUBSCRIPTION_FAILED', 'SUBSCRIPTION_SUCCESS', 'SUBSCRIPTION_FIRST_PAYMENT_SUCCESS', 'SUBSCRIPTION_FIRST_PAYMENT_FAILED', 'SUBSCRIPTION_CANCELLED', 'SUBSCRIPTION_TIMEOUT', 'MEMBERSHIP_PLAN_PRICE_CHANGED', 'MEMBERSHIP_PLAN_PERIOD_CHANGED', 'MEMBERSHIP_PLAN_ALL_CHANGED', 'LAYOFF_DISCOUNT_REQUESTED', 'LAYOFF_DISCOUNT_APPROVED', 'LAYOFF_DISCOUNT_REJECTED', 'SYSTEM_ANNOUNCEMENT'));--> statement-breakpoint
-- Events and courses already waiting for review join the queue (without keywords: they were submitted before flagging).
INSERT INTO "content_moderations" ("content_type", "content_id", "host_id", "title", "slug", "content_status", "submitted_at")
SELECT 'EVENT', "id", "host_id", "title", "slug", "status", coalesce("submitted_at", "updated_at") FROM "events" WHERE "status" IN ('PENDING', 'PENDING_APPROVAL_WITH_ADMIN');--> statement-breakpoint
INSERT INTO "content_moderations" ("content_type", "content_id", "host_id", "title", "slug", "content_status", "submitted_at")
SELECT 'ONLINE_COURSE', "id", "host_id", "title", "slug", "status", coalesce("submitted_at", "updated_at") FROM "online_courses" WHERE "status" IN ('PENDING', 'PENDING_APPROVAL_WITH_ADMIN');
