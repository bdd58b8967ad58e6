CREATE TABLE "layoff_discount_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"former_employer" text NOT NULL,
	"layoff_date" date NOT NULL,
	"reason" text NOT NULL,
	"proof_file_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reviewer_id" uuid,
	"reviewed_at" timestamp with time zone,
	"decision_note" text,
	"discount_percent" integer,
	"discount_valid_from" timestamp with time zone,
	"discount_valid_until" timestamp with time zone,
	"discount_used_at" timestamp with time zone,
	"discount_used_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layoff_discount_requests_status_check" CHECK ("layoff_discount_requests"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "layoff_discount_requests_discount_check" CHECK (("layoff_discount_requests"."status" = 'APPROVED') = ("layoff_discount_requests"."discount_percent" is not null and "layoff_discount_requests"."discount_valid_from" is not null and "layoff_discount_requests"."discount_valid_until" is not null)
        and ("layoff_discount_requests"."discount_percent" is null or "layoff_discount_requests"."discount_percent" between 1 and 100)
        and ("layoff_discount_requests"."discount_valid_until" is null or "layoff_discount_requests"."discount_valid_until" > "layoff_discount_requests"."discount_valid_from")
        and (("layoff_discount_requests"."discount_used_at" is null) = ("layoff_discount_requests"."discount_used_order_id" is null)))
);
--> statement-breakpoint
CREATE TABLE "layoff_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	CONSTRAINT "layoff_request_events_from_status_check" CHECK ("layoff_request_events"."from_status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "layoff_request_events_to_status_check" CHECK ("layoff_request_events"."to_status" in ('PENDING', 'APPROVED', 'REJECTED'))
);
--> statement-breakpoint
ALTER TABLE "layoff_discount_requests" ADD CONSTRAINT "layoff_discount_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_discount_requests" ADD CONSTRAINT "layoff_discount_requests_proof_file_id_uploaded_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_discount_requests" ADD CONSTRAINT "layoff_discount_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_request_events" ADD CONSTRAINT "layoff_request_events_request_id_layoff_discount_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."layoff_discount_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layoff_request_events" ADD CONSTRAINT "layoff_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "layoff_discount_requests_pending_user_key" ON "layoff_discount_requests" USING btree ("user_id") WHERE "layoff_discount_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "layoff_discount_requests_used_order_key" ON "layoff_discount_requests" USING btree ("discount_used_order_id") WHERE "layoff_discount_requests"."discount_used_order_id" is not null;--> statement-breakpoint
CREATE INDEX "layoff_discount_requests_user_idx" ON "layoff_discount_requests" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "layoff_discount_requests_status_idx" ON "layoff_discount_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "layoff_request_events_request_idx" ON "layoff_request_events" USING btree ("request_id","at");