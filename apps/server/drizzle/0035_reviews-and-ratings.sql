CREATE TABLE "review_totals" (
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"star_sum" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_totals_pkey" PRIMARY KEY("subject_type","subject_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"subject_title" text NOT NULL,
	"subject_link" text NOT NULL,
	"author_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_subject_type_check" CHECK ("reviews"."subject_type" in ('ONLINE_COURSE', 'E_BOOK', 'COMBO', 'EVENT')),
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_totals_host_idx" ON "review_totals" USING btree ("host_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_subject_author_key" ON "reviews" USING btree ("subject_type","subject_id","author_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_visible_idx" ON "reviews" USING btree ("subject_type","subject_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- custom SQL (carry over when renumbering)
-- review_totals follows every write of reviews in its transaction: the difference a row makes (its old
-- stars taken away if it was visible, its new ones added if it is) is added by one upsert, which locks the
-- subject's totals row, so concurrent reviews of one subject serialise there and no count is lost.
CREATE FUNCTION review_totals_add(p_type text, p_id uuid, p_host uuid, p_stars integer, p_sign integer) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO review_totals AS t (subject_type, subject_id, host_id, review_count, star_sum, stars_1, stars_2, stars_3, stars_4, stars_5)
  VALUES (p_type, p_id, p_host, p_sign, p_sign * p_stars,
          CASE WHEN p_stars = 1 THEN p_sign ELSE 0 END, CASE WHEN p_stars = 2 THEN p_sign ELSE 0 END,
          CASE WHEN p_stars = 3 THEN p_sign ELSE 0 END, CASE WHEN p_stars = 4 THEN p_sign ELSE 0 END,
          CASE WHEN p_stars = 5 THEN p_sign ELSE 0 END)
  ON CONFLICT (subject_type, subject_id) DO UPDATE SET
    review_count = t.review_count + excluded.review_count, star_sum = t.star_sum + excluded.star_sum,
    stars_1 = t.stars_1 + excluded.stars_1, stars_2 = t.stars_2 + excluded.stars_2, stars_3 = t.stars_3 + excluded.stars_3,
    stars_4 = t.stars_4 + excluded.stars_4, stars_5 = t.stars_5 + excluded.stars_5;
$$;--> statement-breakpoint
CREATE FUNCTION reviews_keep_totals() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    PERFORM review_totals_add(OLD.subject_type, OLD.subject_id, OLD.host_id, OLD.stars, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.hidden_at IS NULL THEN
    PERFORM review_totals_add(NEW.subject_type, NEW.subject_id, NEW.host_id, NEW.stars, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_keep_totals AFTER INSERT OR DELETE OR UPDATE OF stars, hidden_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_totals();
