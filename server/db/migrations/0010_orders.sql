CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"step" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"user_id" integer,
	"actor_name" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(32) NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" text NOT NULL,
	"content_type" varchar(80) NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "order_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"goods_id" integer,
	"model" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"subtotal_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_sn" varchar(32) NOT NULL,
	"quotation_id" integer NOT NULL,
	"quotation_code" varchar(32) NOT NULL,
	"project_id" integer,
	"step" integer NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"currency" varchar(3) NOT NULL,
	"po_cents" bigint NOT NULL,
	"tax_rate" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"sign_contract" integer,
	"pay_date" date,
	"pay_confirmed" boolean DEFAULT false NOT NULL,
	"pay_reject_reason" text,
	"expected_delivery_date" date,
	"delivery_plan" text,
	"freight_forwarder" text,
	"reminded_at" timestamp with time zone,
	"shipping_info" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_sn_unique" UNIQUE("order_sn")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_files" ADD CONSTRAINT "order_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_files_order_idx" ON "order_files" USING btree ("order_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_files_current_idx" ON "order_files" USING btree ("order_id","kind") WHERE "order_files"."withdrawn_at" is null and "order_files"."kind" <> 'shipping';--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_step_idx" ON "orders" USING btree ("user_id","step","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_quotation_idx" ON "orders" USING btree ("quotation_id");