CREATE TABLE "libraries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"parent_id" uuid,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"library_id" uuid NOT NULL,
	"owner_id" uuid,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"url" text,
	"file_id" uuid,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_resources_kind_check" CHECK ("library_resources"."kind" in ('FILE', 'LINK')),
	CONSTRAINT "library_resources_kind_fields_check" CHECK (("library_resources"."kind" = 'LINK' and "library_resources"."url" is not null and "library_resources"."file_id" is null) or ("library_resources"."kind" = 'FILE' and "library_resources"."file_id" is not null and "library_resources"."storage_key" is not null)),
	CONSTRAINT "library_resources_size_check" CHECK ("library_resources"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "academy_parts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"title" text NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ebook_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_downloaded_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ebooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cover_image" text,
	"file_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"pages_count" integer,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebooks_price_check" CHECK ("ebooks"."price" >= 0),
	CONSTRAINT "ebooks_status_check" CHECK ("ebooks"."status" in ('DRAFT', 'PUBLISHED', 'ARCHIVED'))
);
--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "libraries" ADD CONSTRAINT "libraries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_resources" ADD CONSTRAINT "library_resources_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_resources" ADD CONSTRAINT "library_resources_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_resources" ADD CONSTRAINT "library_resources_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academy_parts" ADD CONSTRAINT "academy_parts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_grants" ADD CONSTRAINT "ebook_grants_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_grants" ADD CONSTRAINT "ebook_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebooks" ADD CONSTRAINT "ebooks_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebooks" ADD CONSTRAINT "ebooks_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "libraries_owner_idx" ON "libraries" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "libraries_parent_idx" ON "libraries" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "libraries_one_root_per_owner" ON "libraries" USING btree (coalesce("owner_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "libraries"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "library_resources_library_idx" ON "library_resources" USING btree ("library_id","created_at");--> statement-breakpoint
CREATE INDEX "library_resources_owner_idx" ON "library_resources" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE INDEX "library_resources_name_trgm_idx" ON "library_resources" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "academy_parts_owner_idx" ON "academy_parts" USING btree ("owner_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ebook_grants_order_item_key" ON "ebook_grants" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "ebook_grants_reader_idx" ON "ebook_grants" USING btree ("user_id","ebook_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ebooks_slug_key" ON "ebooks" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ebooks_host_idx" ON "ebooks" USING btree ("host_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ebooks_published_idx" ON "ebooks" USING btree ("created_at" DESC NULLS LAST) WHERE "ebooks"."status" = 'PUBLISHED';