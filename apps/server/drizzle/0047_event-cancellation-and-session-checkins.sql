CREATE TABLE "ticket_checkins" (
	"ticket_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by" uuid,
	CONSTRAINT "ticket_checkins_ticket_id_session_id_pk" PRIMARY KEY("ticket_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_checkins" ADD CONSTRAINT "ticket_checkins_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- custom SQL (carry over when renumbering)
-- Tickets admitted before check-in was per session count as admitted to the session nearest that moment.
INSERT INTO "ticket_checkins" ("ticket_id", "session_id", "checked_in_at", "checked_in_by")
SELECT t.id, s.id, t.checked_in_at, t.checked_in_by
FROM "tickets" t
JOIN LATERAL (
  SELECT es.id FROM "event_sessions" es WHERE es.event_id = t.event_id
  ORDER BY abs(extract(epoch FROM es.start_at - t.checked_in_at)) LIMIT 1
) s ON true
WHERE t.status = 'CHECKED_IN' AND t.checked_in_at IS NOT NULL;
