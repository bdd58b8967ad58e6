CREATE TABLE "ticket_checkins" (
	"ticket_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by" uuid,
	CONSTRAINT "ticket_checkins_ticket_id_session_id_pk" PRIMARY KEY("ticket_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('HOST_PROFILE_APPROVED', 'HOST_PROFILE_REJECTED', 'CALENDAR_BOOKING_NEW', 'CALENDAR_BOOKING_APPROVED', 'CALENDAR_BOOKING_REJECTED', 'CALENDAR_BOOKING_HOST_CANCELED', 'CALENDAR_BOOKING_USER_CANCELED', 'PAYMENT_SUCCESS', 'PAYMENT_FAILED', 'PAYMENT_FREE', 'REFUND_SUCCESS', 'REFUND_FAILED', 'EVENT_APPROVED', 'EVENT_REJECTED', 'EVENT_STARTED', 'EVENT_REMINDER', 'EVENT_TICKET_CHECKED_IN', 'EVENT_CANCELLED', 'ONLINE_COURSE_APPROVED', 'ONLINE_COURSE_REJECTED', 'ONLINE_COURSE_UNLOCK', 'BLOG_APPROVED', 'BLOG_REJECTED', 'PROJECT_APPROVED', 'PROJECT_REJECTED', 'NEWS_APPROVED', 'NEWS_REJECTED', 'COMBO_APPROVED', 'COMBO_REJECTED', 'EBOOK_APPROVED', 'EBOOK_REJECTED', 'FOLLOWING_HOST_NEW_EVENT', 'FOLLOWING_HOST_NEW_CALENDAR', 'FOLLOWING_HOST_NEW_BLOG', 'FOLLOWING_HOST_NEW_PROJECT', 'FOLLOWING_HOST_NEW_ONLINE_COURSE', 'SAVED_EVENT_SELLING_OUT', 'NEW_FOLLOWER', 'SUBSCRIPTION_RENEWAL', 'SUBSCRIPTION_FAILED', 'SUBSCRIPTION_SUCCESS', 'SUBSCRIPTION_FIRST_PAYMENT_SUCCESS', 'SUBSCRIPTION_FIRST_PAYMENT_FAILED', 'SUBSCRIPTION_CANCELLED', 'SUBSCRIPTION_TIMEOUT', 'MEMBERSHIP_PLAN_PRICE_CHANGED', 'MEMBERSHIP_PLAN_PERIOD_CHANGED', 'MEMBERSHIP_PLAN_ALL_CHANGED', 'LAYOFF_DISCOUNT_REQUESTED', 'LAYOFF_DISCOUNT_APPROVED', 'LAYOFF_DISCOUNT_REJECTED', 'SYSTEM_ANNOUNCEMENT', 'CALENDAR_BOOKING_REMIND_REPLY', 'CALENDAR_BOOKING_EXPIRED', 'PAYMENT_REMINDER', 'VOUCHER_EXPIRING', 'HOLIDAY_GREETING'));
-- custom SQL (carry over when renumbering)
-- Tickets admitted before check-in was per session count as admitted to the session nearest that moment.
INSERT INTO "ticket_checkins" ("ticket_id", "session_id", "checked_in_at", "checked_in_by")
SELECT t.id, s.id, t.checked_in_at, t.checked_in_by
FROM "tickets" t
JOIN LATERAL (
  SELECT es.id FROM "event_sessions" es WHERE es.event_id = t.event_id
  ORDER BY abs(extract(epoch FROM es.start_at - t.checked_in_at)) LIMIT 1
) s ON true
WHERE t.status = 'CHECKED_IN' AND t.checked_in_at IS NOT NULL;
