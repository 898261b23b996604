CREATE TABLE "drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "end_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company" text NOT NULL,
	"address" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"contact" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" text NOT NULL,
	"staff_size" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"protect_requested" boolean DEFAULT false NOT NULL,
	"protect_requested_at" timestamp with time zone,
	"protect_granted_at" timestamp with time zone,
	"product_lines" text DEFAULT '' NOT NULL,
	"rival_brands" text DEFAULT '' NOT NULL,
	"last_year_total_purchase" numeric(14, 2),
	"last_year_vendor_purchase" numeric(14, 2),
	"current_year_total_purchase" numeric(14, 2),
	"current_year_vendor_purchase" numeric(14, 2),
	"other_sources" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drafts" ADD CONSTRAINT "drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_users" ADD CONSTRAINT "end_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drafts_user_idx" ON "drafts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "drafts_valid_until_idx" ON "drafts" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "end_users_user_idx" ON "end_users" USING btree ("user_id","id");