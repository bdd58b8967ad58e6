ALTER TABLE "ebook_grants" ADD COLUMN "copy_file_id" uuid;--> statement-breakpoint
ALTER TABLE "ebook_grants" ADD COLUMN "copy_source_file_id" uuid;--> statement-breakpoint
ALTER TABLE "ebook_grants" ADD CONSTRAINT "ebook_grants_copy_file_id_uploaded_files_id_fk" FOREIGN KEY ("copy_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_resources_bin_idx" ON "library_resources" USING btree ("deleted_at") WHERE "library_resources"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "ebooks_title_trgm_idx" ON "ebooks" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);