ALTER TABLE "order_items" ADD CONSTRAINT "order_items_status_check" CHECK ("order_items"."status" in ('HOLDING', 'SUCCESS', 'CANCELED'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_booking_status_check" CHECK ("order_items"."booking_status" is null or "order_items"."booking_status" in ('HOLDING', 'PENDING', 'REJECTED', 'APPROVED', 'CANCELED'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('PENDING', 'PENDING_UPGRADE', 'PAID', 'FAILED', 'CANCELLED', 'REFUNDED'));--> statement-breakpoint
ALTER TABLE "payment_callbacks" ADD CONSTRAINT "payment_callbacks_outcome_check" CHECK ("payment_callbacks"."outcome" in ('SUCCESS', 'FAILED', 'UNMATCHED'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('PENDING', 'FAILED', 'SUCCESS', 'REFUND', 'EXPIRED', 'CANCEL', 'DELETED'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_transaction_type_check" CHECK ("payments"."transaction_type" in ('PAY', 'REFUND', 'ONE_TIME', 'RECURRING'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('PENDING', 'PROCESSING', 'SUCCESS', 'FAILED', 'AWAITING_INFO'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_approval_check" CHECK ("refunds"."approval" in ('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_mode_check" CHECK ("refunds"."mode" in ('MANUAL', 'AUTO'));