CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"end_user_id" integer NOT NULL,
	"project_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"country" varchar(2) DEFAULT '' NOT NULL,
	"is_tender" boolean DEFAULT false NOT NULL,
	"protect_requested" boolean DEFAULT false NOT NULL,
	"rival_brand" text DEFAULT '' NOT NULL,
	"advancement" text DEFAULT '' NOT NULL,
	"estimated_po_date" date NOT NULL,
	"predicted_awarding_date" date NOT NULL,
	"predicted_leadtime" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"dcnet_id" varchar(32),
	"membership_type" varchar(16),
	"protect_start" date,
	"protect_end" date,
	"reject_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_approved_period" CHECK ("projects"."status" <> 2 or coalesce("projects"."protect_end" >= "projects"."protect_start", false)),
	CONSTRAINT "projects_rejected_reason" CHECK ("projects"."status" <> 3 or "projects"."reject_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_end_user_id_end_users_id_fk" FOREIGN KEY ("end_user_id") REFERENCES "public"."end_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_user_idx" ON "projects" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "projects_end_user_idx" ON "projects" USING btree ("end_user_id");--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotations_project_idx" ON "quotations" USING btree ("project_id");