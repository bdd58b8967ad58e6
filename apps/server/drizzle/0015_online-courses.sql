CREATE TABLE "course_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" text NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"order_item_id" uuid,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "course_enrolments_source_check" CHECK ("course_enrolments"."source" in ('ORDER', 'SUBSCRIPTION', 'GIFT'))
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"media_key" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"is_preview" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lessons_type_check" CHECK ("course_lessons"."type" in ('VIDEO', 'PDF', 'TEXT')),
	CONSTRAINT "course_lessons_duration_check" CHECK ("course_lessons"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"drip_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_sections_drip_check" CHECK ("course_sections"."drip_days" is null or "course_sections"."drip_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"search_title" text GENERATED ALWAYS AS (immutable_unaccent(lower(title))) STORED,
	"subtitle" text,
	"description" text,
	"cover_image" text,
	"price" bigint DEFAULT 0 NOT NULL,
	"compare_at_price" bigint,
	"level" text,
	"language" text,
	"category_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"is_displayed" boolean DEFAULT true NOT NULL,
	"is_upcoming" boolean DEFAULT false NOT NULL,
	"expected_at" timestamp with time zone,
	"reject_reason" text,
	"lesson_count" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_courses_status_check" CHECK ("online_courses"."status" in ('PENDING', 'PENDING_APPROVAL_WITH_ADMIN', 'DRAFT', 'ARCHIVED', 'PUBLISHED', 'REJECTED', 'REMOVED')),
	CONSTRAINT "online_courses_price_check" CHECK ("online_courses"."price" >= 0 and ("online_courses"."compare_at_price" is null or "online_courses"."compare_at_price" >= 0))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_course_id_online_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."online_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_online_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."online_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_section_id_course_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."course_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_course_id_online_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."online_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_sections" ADD CONSTRAINT "course_sections_course_id_online_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."online_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_online_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."online_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_courses" ADD CONSTRAINT "online_courses_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_certificates_serial_key" ON "course_certificates" USING btree ("serial");--> statement-breakpoint
CREATE UNIQUE INDEX "course_certificates_user_course_key" ON "course_certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_enrolments_active_key" ON "course_enrolments" USING btree ("course_id","user_id") WHERE "course_enrolments"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "course_enrolments_user_idx" ON "course_enrolments" USING btree ("user_id","enrolled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_enrolments_course_idx" ON "course_enrolments" USING btree ("course_id","source","enrolled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "course_enrolments_order_item_idx" ON "course_enrolments" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "course_lessons_section_idx" ON "course_lessons" USING btree ("section_id","position");--> statement-breakpoint
CREATE INDEX "course_lessons_course_idx" ON "course_lessons" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "course_sections_course_idx" ON "course_sections" USING btree ("course_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_progress_key" ON "lesson_progress" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_course_idx" ON "lesson_progress" USING btree ("user_id","course_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "online_courses_slug_key" ON "online_courses" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "online_courses_public_idx" ON "online_courses" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "online_courses"."status" = 'PUBLISHED' and "online_courses"."is_displayed";--> statement-breakpoint
CREATE INDEX "online_courses_public_filters_idx" ON "online_courses" USING gin ("category_ids","search_title" gin_trgm_ops) WHERE "online_courses"."status" = 'PUBLISHED' and "online_courses"."is_displayed";--> statement-breakpoint
CREATE INDEX "online_courses_host_idx" ON "online_courses" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "online_courses_status_idx" ON "online_courses" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('HOST_PROFILE_APPROVED', 'HOST_PROFILE_REJECTED', 'CALENDAR_BOOKING_NEW', 'CALENDAR_BOOKING_APPROVED', 'CALENDAR_BOOKING_REJECTED', 'CALENDAR_BOOKING_HOST_CANCELED', 'CALENDAR_BOOKING_USER_CANCELED', 'PAYMENT_SUCCESS', 'PAYMENT_FAILED', 'PAYMENT_FREE', 'REFUND_SUCCESS', 'REFUND_FAILED', 'EVENT_APPROVED', 'EVENT_REJECTED', 'EVENT_STARTED', 'EVENT_REMINDER', 'EVENT_TICKET_CHECKED_IN', 'ONLINE_COURSE_APPROVED', 'ONLINE_COURSE_REJECTED', 'ONLINE_COURSE_UNLOCK', 'BLOG_APPROVED', 'BLOG_REJECTED', 'PROJECT_APPROVED', 'PROJECT_REJECTED', 'FOLLOWING_HOST_NEW_EVENT', 'FOLLOWING_HOST_NEW_CALENDAR', 'FOLLOWING_HOST_NEW_BLOG', 'FOLLOWING_HOST_NEW_PROJECT', 'FOLLOWING_HOST_NEW_ONLINE_COURSE', 'NEW_FOLLOWER', 'SUBSCRIPTION_RENEWAL', 'SUBSCRIPTION_FAILED', 'SUBSCRIPTION_SUCCESS', 'SUBSCRIPTION_FIRST_PAYMENT_SUCCESS', 'SUBSCRIPTION_FIRST_PAYMENT_FAILED', 'SUBSCRIPTION_CANCELLED', 'SUBSCRIPTION_TIMEOUT', 'MEMBERSHIP_PLAN_PRICE_CHANGED', 'MEMBERSHIP_PLAN_PERIOD_CHANGED', 'MEMBERSHIP_PLAN_ALL_CHANGED', 'LAYOFF_DISCOUNT_REQUESTED', 'LAYOFF_DISCOUNT_APPROVED', 'LAYOFF_DISCOUNT_REJECTED', 'SYSTEM_ANNOUNCEMENT'));