CREATE TABLE "quotation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"position" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"main_item_id" integer,
	"quantity" integer NOT NULL,
	"gpl_cents" bigint NOT NULL,
	"market_cents" bigint NOT NULL,
	"discount_cents" bigint NOT NULL,
	"application_cents" bigint,
	"sale_cents" bigint NOT NULL,
	"subtotal_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone NOT NULL,
	"currency" varchar(3) NOT NULL,
	"remark" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	CONSTRAINT "quotation_revisions_number" UNIQUE("quotation_id","revision")
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"discount_percent" integer NOT NULL,
	"po_cents" bigint NOT NULL,
	"tax_rate" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "quotations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "pack_quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "pack_gross_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "unit_net_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "pack_length_mm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "pack_width_mm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "pack_height_mm" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_revisions" ADD CONSTRAINT "quotation_revisions_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_revisions" ADD CONSTRAINT "quotation_revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotation_items_quotation_idx" ON "quotation_items" USING btree ("quotation_id","position");--> statement-breakpoint
CREATE INDEX "quotations_user_idx" ON "quotations" USING btree ("user_id","id");