CREATE TABLE "partner_distributors" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"distributor_id" integer NOT NULL,
	"chosen_by" integer,
	"chosen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_distributors" ADD CONSTRAINT "partner_distributors_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_distributors" ADD CONSTRAINT "partner_distributors_distributor_id_users_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_distributors" ADD CONSTRAINT "partner_distributors_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_distributors_distributor_idx" ON "partner_distributors" USING btree ("distributor_id");