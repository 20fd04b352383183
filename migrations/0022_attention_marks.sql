CREATE TABLE "attention_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"reason" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"assigned_to" text,
	"assigned_at" timestamp with time zone,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"note" text,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "attention_marks_subject_reason_since_index" ON "attention_marks" USING btree ("subject","reason","since");--> statement-breakpoint
CREATE INDEX "attention_marks_subject_index" ON "attention_marks" USING btree ("subject");