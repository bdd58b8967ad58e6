CREATE TABLE "saved_items" (
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id"),
	CONSTRAINT "saved_items_item_type_check" CHECK ("saved_items"."item_type" in ('EVENT', 'ONLINE_COURSE', 'E_BOOK', 'COMBO'))
);
--> statement-breakpoint
CREATE TABLE "saved_event_sell_out_notices" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"seats_left" integer NOT NULL,
	"capacity" integer NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_event_sell_out_notices" ADD CONSTRAINT "saved_event_sell_out_notices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_items_user_idx" ON "saved_items" USING btree ("user_id","created_at" DESC NULLS LAST,"item_id");--> statement-breakpoint
CREATE INDEX "saved_items_item_idx" ON "saved_items" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "events_published_city_trgm_idx" ON "events" USING gin (immutable_unaccent(lower("city")) gin_trgm_ops) WHERE "events"."status" = 'PUBLISHED';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('HOST_PROFILE_APPROVED', 'HOST_PROFILE_REJECTED', 'CALENDAR_BOOKING_NEW', 'CALENDAR_BOOKING_APPROVED', 'CALENDAR_BOOKING_REJECTED', 'CALENDAR_BOOKING_HOST_CANCELED', 'CALENDAR_BOOKING_USER_CANCELED', 'PAYMENT_SUCCESS', 'PAYMENT_FAILED', 'PAYMENT_FREE', 'REFUND_SUCCESS', 'REFUND_FAILED', 'EVENT_APPROVED', 'EVENT_REJECTED', 'EVENT_STARTED', 'EVENT_REMINDER', 'EVENT_TICKET_CHECKED_IN', 'ONLINE_COURSE_APPROVED', 'ONLINE_COURSE_REJECTED', 'ONLINE_COURSE_UNLOCK', 'BLOG_APPROVED', 'BLOG_REJECTED', 'PROJECT_APPROVED', 'PROJECT_REJECTED', 'NEWS_APPROVED', 'NEWS_REJECTED', 'COMBO_APPROVED', 'COMBO_REJECTED', 'EBOOK_APPROVED', 'EBOOK_REJECTED', 'FOLLOWING_HOST_NEW_EVENT', 'FOLLOWING_HOST_NEW_CALENDAR', 'FOLLOWING_HOST_NEW_BLOG', 'FOLLOWING_HOST_NEW_PROJECT', 'FOLLOWING_HOST_NEW_ONLINE_COURSE', 'SAVED_EVENT_SELLING_OUT', 'NEW_FOLLOWER', 'SUBSCRIPTION_RENEWAL', 'SUBSCRIPTION_FAILED', 'SUBSCRIPTION_SUCCESS', 'SUBSCRIPTION_FIRST_PAYMENT_SUCCESS', 'SUBSCRIPTION_FIRST_PAYMENT_FAILED', 'SUBSCRIPTION_CANCELLED', 'SUBSCRIPTION_TIMEOUT', 'MEMBERSHIP_PLAN_PRICE_CHANGED', 'MEMBERSHIP_PLAN_PERIOD_CHANGED', 'MEMBERSHIP_PLAN_ALL_CHANGED', 'LAYOFF_DISCOUNT_REQUESTED', 'LAYOFF_DISCOUNT_APPROVED', 'LAYOFF_DISCOUNT_REJECTED', 'SYSTEM_ANNOUNCEMENT'));