CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"lesson_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"attempt_no" integer NOT NULL,
	"score_percent" integer NOT NULL,
	"passed" boolean NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_score_check" CHECK ("quiz_attempts"."score_percent" between 0 and 100 and "quiz_attempts"."attempt_no" >= 1)
);
--> statement-breakpoint
ALTER TABLE "course_lessons" DROP CONSTRAINT "course_lessons_type_check";--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "quiz" jsonb;--> statement-breakpoint
ALTER TABLE "online_courses" ADD COLUMN "outcomes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "online_courses" ADD COLUMN "requirements" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "online_courses" ADD COLUMN "quizzes_required" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_course_id_online_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."online_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_try_key" ON "quiz_attempts" USING btree ("lesson_id","user_id","attempt_no");--> statement-breakpoint
ALTER TABLE "course_lessons" ADD CONSTRAINT "course_lessons_type_check" CHECK ("course_lessons"."type" in ('VIDEO', 'PDF', 'TEXT', 'QUIZ'));--> statement-breakpoint
-- custom SQL (carry over when renumbering)
-- A course's level becomes one of CourseLevel: the old free-text levels are read as the nearest one, any other left empty.
UPDATE "online_courses" SET "level" = CASE lower(trim("level"))
  WHEN 'cơ bản' THEN 'BEGINNER' WHEN 'người mới' THEN 'BEGINNER' WHEN 'beginner' THEN 'BEGINNER'
  WHEN 'trung cấp' THEN 'INTERMEDIATE' WHEN 'intermediate' THEN 'INTERMEDIATE'
  WHEN 'nâng cao' THEN 'ADVANCED' WHEN 'advanced' THEN 'ADVANCED'
  WHEN 'mọi trình độ' THEN 'ALL_LEVELS' WHEN 'all_levels' THEN 'ALL_LEVELS'
  ELSE CASE WHEN "level" IN ('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ALL_LEVELS') THEN "level" ELSE NULL END END
WHERE "level" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "online_courses" ADD CONSTRAINT "online_courses_level_check" CHECK ("level" IS NULL OR "level" IN ('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ALL_LEVELS'));
