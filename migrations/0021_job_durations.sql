CREATE TABLE "job_durations" (
	"queue" text NOT NULL,
	"outcome" text NOT NULL,
	"le" double precision NOT NULL,
	"runs" bigint DEFAULT 0 NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "job_durations_queue_outcome_le_pk" PRIMARY KEY("queue","outcome","le"),
	CONSTRAINT "job_durations_outcome_check" CHECK ("job_durations"."outcome" in ('completed', 'failed'))
);
