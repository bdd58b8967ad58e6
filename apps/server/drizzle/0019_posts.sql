CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text,
	"content" text DEFAULT '' NOT NULL,
	"cover_image" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('PUBLISHED', 'DRAFT', 'ARCHIVED', 'HIDDEN')),
	CONSTRAINT "posts_type_check" CHECK ("posts"."type" in ('NEWS', 'PROJECT', 'BLOG')),
	CONSTRAINT "posts_published_at_check" CHECK ("posts"."status" <> 'PUBLISHED' or "posts"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_key" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_host_idx" ON "posts" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_published_type_idx" ON "posts" USING btree ("type","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'PUBLISHED';--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "posts" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."status" = 'PUBLISHED';