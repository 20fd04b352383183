ALTER TABLE "reference_checks" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reference_checks" ADD COLUMN "dispute_reason" text;