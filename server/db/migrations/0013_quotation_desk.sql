ALTER TABLE "quotations" ADD COLUMN "applied_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Quotations made before head office had its desk were sent to it when they were made.
UPDATE "quotations" SET "applied_at" = "created_at";--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "reject_reason" text;--> statement-breakpoint
CREATE INDEX "quotations_waiting_idx" ON "quotations" USING btree ("status","applied_at","id");--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_rejected_reason" CHECK ("quotations"."status" <> 3 or "quotations"."reject_reason" is not null);