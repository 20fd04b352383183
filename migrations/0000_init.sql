CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "sign_in_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"password" text,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "check_references" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_check_id" integer NOT NULL,
	"reference_index" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"relationship" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"timezone" text,
	"attempts_made" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sms_sent_at" timestamp with time zone,
	"opted_out" boolean DEFAULT false NOT NULL,
	"refunded_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_domain" text NOT NULL,
	"total_checks" integer DEFAULT 0 NOT NULL,
	"is_early_adopter" boolean DEFAULT false NOT NULL,
	"early_adopter_slots_used" integer DEFAULT 0 NOT NULL,
	"first_check_at" timestamp with time zone,
	"last_check_at" timestamp with time zone,
	CONSTRAINT "company_stats_emailDomain_unique" UNIQUE("email_domain")
);
--> statement-breakpoint
CREATE TABLE "early_adopters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_email" text NOT NULL,
	"email_domain" text NOT NULL,
	"joined_date" timestamp with time zone DEFAULT now() NOT NULL,
	"check_count" integer DEFAULT 0 NOT NULL,
	"max_early_adopter_checks" integer DEFAULT 6 NOT NULL,
	CONSTRAINT "early_adopters_companyEmail_unique" UNIQUE("company_email")
);
--> statement-breakpoint
CREATE TABLE "fraud_detection_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_check_id" integer,
	"fraud_type" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"confidence" numeric(3, 2) DEFAULT '0.50' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "free_check_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"normalized_email" text NOT NULL,
	"email_fingerprint" text NOT NULL,
	"ip_address" varchar(45),
	"user_agent" text,
	"payment_method_fingerprint" text,
	"manipulation_techniques" text[] DEFAULT '{}'::text[] NOT NULL,
	"reference_check_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"requester_email" text NOT NULL,
	"candidate_name" text NOT NULL,
	"role" text NOT NULL,
	"company_name" text NOT NULL,
	"reference1" jsonb NOT NULL,
	"reference2" jsonb,
	"reference3" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"stripe_payment_intent_id" text,
	"stripe_checkout_session_id" text,
	"pricing_tier" text DEFAULT 'free' NOT NULL,
	"price_charged" numeric(6, 2) DEFAULT '0.00' NOT NULL,
	"amount_refunded" numeric(6, 2) DEFAULT '0.00' NOT NULL,
	"product_line" text DEFAULT 'RefLine' NOT NULL,
	"statement_descriptor" text,
	"is_early_adopter" boolean DEFAULT false NOT NULL,
	"checks_used_by_email" integer DEFAULT 0 NOT NULL,
	"report_generated" boolean DEFAULT false NOT NULL,
	"fraud_suspected" boolean DEFAULT false NOT NULL,
	"fraud_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_call_window" jsonb,
	"test_mode" boolean DEFAULT false NOT NULL,
	"ip_address" varchar(45),
	"user_agent" text,
	"submitted_at" timestamp with time zone,
	"last_call_ended_at" timestamp with time zone,
	"report_delivered_at" timestamp with time zone,
	"last_progress_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_analytics" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_check_id" integer NOT NULL,
	"call_id" integer,
	"question_asked" text NOT NULL,
	"question_type" text NOT NULL,
	"response_text" text,
	"response_length" integer DEFAULT 0 NOT NULL,
	"response_word_count" integer DEFAULT 0 NOT NULL,
	"response_quality" integer,
	"follow_up_used" boolean DEFAULT false NOT NULL,
	"follow_up_question" text,
	"industry" text,
	"role_type" text,
	"seniority_level" text,
	"reference_relationship" text,
	"call_duration_seconds" integer,
	"sentiment_score" numeric(4, 2),
	"contains_specific_example" boolean DEFAULT false NOT NULL,
	"contains_numbers" boolean DEFAULT false NOT NULL,
	"recommendation_strength" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_check_id" integer NOT NULL,
	"reference_index" integer NOT NULL,
	"attempt_key" text NOT NULL,
	"phone_number" text NOT NULL,
	"reference_name" text NOT NULL,
	"candidate_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"outcome" text,
	"attempt_number" integer DEFAULT 1 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"call_duration" integer,
	"voicemail_detected" boolean DEFAULT false NOT NULL,
	"timezone" text,
	"scheduled_at" timestamp with time zone,
	"call_start_time" timestamp with time zone,
	"call_end_time" timestamp with time zone,
	"sms_request_id" text,
	"call_request_id" text,
	"transcript" text,
	"transcript_turns" jsonb,
	"recording_url" text,
	"recording_sid" text,
	"responses" jsonb,
	"ai_analysis" jsonb,
	"sentiment" text,
	"rating" numeric(3, 1),
	"key_insights" text[] DEFAULT '{}'::text[] NOT NULL,
	"red_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"ip_address" varchar(45),
	"provider" text DEFAULT 'twilio' NOT NULL,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"call_log_id" integer NOT NULL,
	"reference_phone" text NOT NULL,
	"provider_call_id" text,
	"consent_requested_at" timestamp with time zone,
	"consent_response_at" timestamp with time zone,
	"consent_response" text,
	"raw_response" text,
	"consent_given" boolean DEFAULT false NOT NULL,
	"recording_started_at" timestamp with time zone,
	"call_ended_at" timestamp with time zone,
	"call_end_reason" text,
	"ip_address" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"sid" text NOT NULL,
	"attempt_key" text NOT NULL,
	"to_number" text NOT NULL,
	"from_number" text NOT NULL,
	"persona" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"direction" text NOT NULL,
	"reference_check_id" integer,
	"reference_index" integer,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"provider_message_id" text,
	"idempotency_key" text,
	"intent" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"idempotency_key" text,
	"provider" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"tag" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_check_id" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"report_type" text DEFAULT 'standard' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"email_provider" text DEFAULT 'sendgrid' NOT NULL,
	"email_id" text,
	"pdf_path" text,
	"red_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"idempotency_key" text NOT NULL,
	"error" text,
	"delivered_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_check_id" integer NOT NULL,
	"design" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_check_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" numeric(6, 2) NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"payload" jsonb,
	"error" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_analytics" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"total_checks" integer DEFAULT 0 NOT NULL,
	"completed_checks" integer DEFAULT 0 NOT NULL,
	"failed_checks" integer DEFAULT 0 NOT NULL,
	"average_call_duration" numeric(8, 2) DEFAULT '0' NOT NULL,
	"total_revenue" numeric(10, 2) DEFAULT '0' NOT NULL,
	"fraud_attempts" integer DEFAULT 0 NOT NULL,
	"question_insights" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_analytics_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"path" text,
	"category" text,
	"label" text,
	"value" numeric(10, 2),
	"params" jsonb,
	"anonymous_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"name" text,
	"email" text,
	"details" text,
	"reference_check_id" integer,
	"status" text DEFAULT 'pending_verification' NOT NULL,
	"verification_code_hash" text,
	"verification_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "early_access_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"monthly_checks" text,
	"interested_in" text DEFAULT 'unlimited' NOT NULL,
	"ip_address" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"volume" text NOT NULL,
	"requirements" text,
	"ip_address" varchar(45),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_settings" (
	"key_name" text PRIMARY KEY NOT NULL,
	"encrypted_value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_references" ADD CONSTRAINT "check_references_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_detection_logs" ADD CONSTRAINT "fraud_detection_logs_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_check_usage" ADD CONSTRAINT "free_check_usage_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_analytics" ADD CONSTRAINT "call_analytics_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_analytics" ADD CONSTRAINT "call_analytics_call_id_call_logs_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."call_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_logs" ADD CONSTRAINT "call_logs_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_logs" ADD CONSTRAINT "consent_logs_call_log_id_call_logs_id_fk" FOREIGN KEY ("call_log_id") REFERENCES "public"."call_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_reports" ADD CONSTRAINT "email_reports_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_reference_check_id_reference_checks_id_fk" FOREIGN KEY ("reference_check_id") REFERENCES "public"."reference_checks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_tokens_token_hash_index" ON "sign_in_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_tokens_email_index" ON "sign_in_tokens" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "check_references_reference_check_id_reference_index_index" ON "check_references" USING btree ("reference_check_id","reference_index");--> statement-breakpoint
CREATE INDEX "check_references_phone_index" ON "check_references" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "check_references_status_index" ON "check_references" USING btree ("status");--> statement-breakpoint
CREATE INDEX "fraud_detection_logs_reference_check_id_index" ON "fraud_detection_logs" USING btree ("reference_check_id");--> statement-breakpoint
CREATE INDEX "fraud_detection_logs_created_at_index" ON "fraud_detection_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "free_check_usage_normalized_email_index" ON "free_check_usage" USING btree ("normalized_email");--> statement-breakpoint
CREATE INDEX "free_check_usage_ip_address_used_at_index" ON "free_check_usage" USING btree ("ip_address","used_at");--> statement-breakpoint
CREATE INDEX "free_check_usage_email_fingerprint_index" ON "free_check_usage" USING btree ("email_fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_checks_public_id_index" ON "reference_checks" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "reference_checks_requester_email_index" ON "reference_checks" USING btree ("requester_email");--> statement-breakpoint
CREATE INDEX "reference_checks_status_index" ON "reference_checks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "reference_checks_created_at_index" ON "reference_checks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reference_checks_stripe_payment_intent_id_index" ON "reference_checks" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "call_analytics_reference_check_id_index" ON "call_analytics" USING btree ("reference_check_id");--> statement-breakpoint
CREATE INDEX "call_analytics_question_type_index" ON "call_analytics" USING btree ("question_type");--> statement-breakpoint
CREATE UNIQUE INDEX "call_logs_attempt_key_index" ON "call_logs" USING btree ("attempt_key");--> statement-breakpoint
CREATE INDEX "call_logs_reference_check_id_reference_index_index" ON "call_logs" USING btree ("reference_check_id","reference_index");--> statement-breakpoint
CREATE UNIQUE INDEX "call_logs_call_request_id_index" ON "call_logs" USING btree ("call_request_id");--> statement-breakpoint
CREATE INDEX "call_logs_phone_number_index" ON "call_logs" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "call_logs_created_at_index" ON "call_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "consent_logs_call_log_id_index" ON "consent_logs" USING btree ("call_log_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_calls_sid_index" ON "sim_calls" USING btree ("sid");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_calls_attempt_key_index" ON "sim_calls" USING btree ("attempt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_idempotency_key_index" ON "sms_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_message_id_index" ON "sms_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_from_number_index" ON "sms_messages" USING btree ("from_number");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_message_id_index" ON "email_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_idempotency_key_index" ON "email_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "email_outbox_sent_at_index" ON "email_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_reports_idempotency_key_index" ON "email_reports" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "email_reports_reference_check_id_index" ON "email_reports" USING btree ("reference_check_id");--> statement-breakpoint
CREATE INDEX "email_reports_email_id_index" ON "email_reports" USING btree ("email_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_files_reference_check_id_design_index" ON "report_files" USING btree ("reference_check_id","design");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_index" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_reference_check_id_index" ON "refunds" USING btree ("reference_check_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_id_index" ON "webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "webhook_events_received_at_index" ON "webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_name_created_at_index" ON "analytics_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE INDEX "data_requests_phone_index" ON "data_requests" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "data_requests_status_index" ON "data_requests" USING btree ("status");