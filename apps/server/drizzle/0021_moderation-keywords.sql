CREATE TABLE "moderation_keywords" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keyword" text NOT NULL,
	"folded" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "moderation_keywords" ADD CONSTRAINT "moderation_keywords_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_keywords_folded_key" ON "moderation_keywords" USING btree ("folded");--> statement-breakpoint
CREATE INDEX "moderation_keywords_created_idx" ON "moderation_keywords" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);