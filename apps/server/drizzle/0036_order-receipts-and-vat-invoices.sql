ALTER TABLE "outbox_messages" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_company_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_tax_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_issued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_invoice_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST) WHERE "orders"."invoice_tax_code" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_check" CHECK (("orders"."invoice_tax_code" is null) = ("orders"."invoice_company_name" is null) and ("orders"."invoice_tax_code" is null) = ("orders"."invoice_address" is null) and ("orders"."invoice_tax_code" is null) = ("orders"."invoice_email" is null) and ("orders"."invoice_issued_at" is null) = ("orders"."invoice_number" is null) and ("orders"."invoice_number" is null or "orders"."invoice_tax_code" is not null));