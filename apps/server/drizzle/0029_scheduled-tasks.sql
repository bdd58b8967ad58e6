CREATE TABLE "scheduled_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_tasks_state_check" CHECK ("scheduled_tasks"."state" in ('PENDING', 'DONE', 'CANCELLED', 'FAILED'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_tasks_kind_key_idx" ON "scheduled_tasks" USING btree ("kind","key");--> statement-breakpoint
CREATE INDEX "scheduled_tasks_due_idx" ON "scheduled_tasks" USING btree ("run_at","id") WHERE "scheduled_tasks"."state" = 'PENDING';--> statement-breakpoint
CREATE INDEX "scheduled_tasks_finished_idx" ON "scheduled_tasks" USING btree ("updated_at") WHERE "scheduled_tasks"."state" <> 'PENDING';