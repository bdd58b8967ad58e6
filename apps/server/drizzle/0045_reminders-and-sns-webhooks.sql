CREATE TABLE "reminder_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"occurrence_at" timestamp with time zone NOT NULL,
	"lead_minutes" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" in ('EVENT', 'CALENDAR'))
);
--> statement-breakpoint
CREATE TABLE "scheduler_runs" (
	"hook" text NOT NULL,
	"run_id" text NOT NULL,
	"job_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduler_runs_pkey" PRIMARY KEY("hook","run_id")
);
--> statement-breakpoint
CREATE TABLE "sns_messages" (
	"message_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"topic_arn" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"published_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" jsonb,
	"handled_at" timestamp with time zone,
	CONSTRAINT "sns_messages_type_check" CHECK ("sns_messages"."type" in ('SubscriptionConfirmation', 'Notification', 'UnsubscribeConfirmation'))
);
--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_key" ON "reminder_deliveries" USING btree ("kind","subject_id","recipient_id","occurrence_at","lead_minutes");