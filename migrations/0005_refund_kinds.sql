ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'check' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_intent_id" text;