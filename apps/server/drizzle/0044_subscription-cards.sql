CREATE TABLE "sandbox_card_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text NOT NULL,
	"ok" boolean NOT NULL,
	"provider_transaction_id" text,
	"code" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_token" text NOT NULL,
	"provider_customer" text,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "subscription_cards_provider_check" CHECK ("subscription_cards"."provider" in ('STRIPE', 'SANDBOX')),
	CONSTRAINT "subscription_cards_last4_check" CHECK ("subscription_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "subscription_cards_expiry_check" CHECK ("subscription_cards"."exp_month" between 1 and 12 and "subscription_cards"."exp_year" between 2000 and 2200),
	CONSTRAINT "subscription_cards_default_check" CHECK (not ("subscription_cards"."is_default" and "subscription_cards"."deleted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "subscription_cards" ADD CONSTRAINT "subscription_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_cards_one_default_key" ON "subscription_cards" USING btree ("user_id") WHERE "subscription_cards"."is_default" and "subscription_cards"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_cards_token_key" ON "subscription_cards" USING btree ("user_id","provider","provider_token") WHERE "subscription_cards"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "subscription_cards_user_idx" ON "subscription_cards" USING btree ("user_id","created_at" DESC NULLS LAST);