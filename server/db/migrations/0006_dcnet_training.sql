CREATE TABLE "dcnet_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"end_user_type" text NOT NULL,
	"product_line" text NOT NULL,
	"rival_brands" text NOT NULL,
	"master_distributor" text DEFAULT '' NOT NULL,
	"purchases" jsonb NOT NULL,
	"partners" jsonb NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"level" varchar(16),
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"registration_id" integer NOT NULL,
	"score" integer NOT NULL,
	"exam_time" timestamp with time zone NOT NULL,
	"region" text NOT NULL,
	"certificate_id" integer,
	CONSTRAINT "exam_results_registration_id_unique" UNIQUE("registration_id")
);
--> statement-breakpoint
CREATE TABLE "registration_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"subject_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	CONSTRAINT "registration_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "training_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"subject_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"name" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"mailbox" text NOT NULL,
	"permit_number" text NOT NULL,
	"registration_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dcnet_applications" ADD CONSTRAINT "dcnet_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_registration_id_training_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."training_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_codes" ADD CONSTRAINT "registration_codes_subject_id_training_categories_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."training_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_codes" ADD CONSTRAINT "registration_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_subject_id_training_categories_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."training_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_registrations" ADD CONSTRAINT "training_registrations_code_id_registration_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."registration_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dcnet_applications_user_idx" ON "dcnet_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "exam_results_user_idx" ON "exam_results" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "training_registrations_user_idx" ON "training_registrations" USING btree ("user_id","kind","id");