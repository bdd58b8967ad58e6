CREATE TABLE "reminder_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reminder_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"occurrence_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reminder_runs_state_check" CHECK ("reminder_runs"."state" in ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"anchor" text NOT NULL,
	"direction" text NOT NULL,
	"amount" integer NOT NULL,
	"unit" text NOT NULL,
	"recurrence" text NOT NULL,
	"offset_minutes" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "reminders_kind_check" CHECK ("reminders"."kind" in ('EVENT', 'OFFLINE_EVENT', 'CALENDAR', 'CALENDAR_APPROVE', 'PAYMENT', 'VOUCHER', 'HOLIDAY')),
	CONSTRAINT "reminders_anchor_check" CHECK ("reminders"."anchor" in ('START_TIME', 'END_TIME')),
	CONSTRAINT "reminders_direction_check" CHECK ("reminders"."direction" in ('BEFORE', 'AFTER')),
	CONSTRAINT "reminders_unit_check" CHECK ("reminders"."unit" in ('minutes', 'hours', 'days')),
	CONSTRAINT "reminders_recurrence_check" CHECK ("reminders"."recurrence" in ('ONE-TIME', 'RECURRING'))
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_kind_check";--> statement-breakpoint
DROP INDEX "reminder_deliveries_once_key";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "reminder_id" uuid;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD COLUMN "occurrence_id" uuid;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_runs_once" ON "reminder_runs" USING btree ("reminder_id","occurrence_id");--> statement-breakpoint
CREATE INDEX "reminder_runs_subject_idx" ON "reminder_runs" USING btree ("subject_id","due_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reminder_runs_due_idx" ON "reminder_runs" USING btree ("due_at") WHERE state in ('PENDING', 'FAILED');--> statement-breakpoint
CREATE INDEX "reminders_subject_idx" ON "reminders" USING btree ("subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_same_moment" ON "reminders" USING btree ("subject_id","anchor","offset_minutes","recurrence") WHERE removed_at is null;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_per_reminder" ON "reminder_deliveries" USING btree ("reminder_id","recipient_id","occurrence_id","occurrence_at") WHERE reminder_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_key" ON "reminder_deliveries" USING btree ("kind","subject_id","recipient_id","occurrence_at","lead_minutes") WHERE reminder_id is null;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" in ('EVENT', 'OFFLINE_EVENT', 'CALENDAR', 'CALENDAR_APPROVE', 'PAYMENT', 'VOUCHER', 'HOLIDAY'));