CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"image" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(64) NOT NULL,
	"holder_name" text NOT NULL,
	"issue_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"file" text NOT NULL,
	CONSTRAINT "certificates_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "friend_links" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"url" text NOT NULL,
	"logo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image" text NOT NULL,
	"source" text NOT NULL,
	"create_time" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"update_time" timestamp NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serial_numbers" (
	"sn" varchar(64) PRIMARY KEY NOT NULL,
	"model" varchar(64) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solution_products" (
	"solution_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "solution_products_solution_id_product_id_pk" PRIMARY KEY("solution_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"industry" varchar(32) NOT NULL,
	"industry_name" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"image" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"partner_type" varchar(8),
	"level" varchar(16),
	"website" text NOT NULL,
	"address" text NOT NULL,
	"telephone" text NOT NULL,
	"email" text NOT NULL,
	"description" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer,
	"cate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"model" varchar(64) NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"erp_no" varchar(32) NOT NULL,
	"gpl_price" numeric(12, 2) NOT NULL,
	CONSTRAINT "goods_model_unique" UNIQUE("model"),
	CONSTRAINT "goods_erp_no_unique" UNIQUE("erp_no")
);
--> statement-breakpoint
CREATE TABLE "goods_accessories" (
	"goods_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "goods_accessories_goods_id_accessory_id_pk" PRIMARY KEY("goods_id","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "goods_labels" (
	"goods_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	CONSTRAINT "goods_labels_goods_id_label_id_pk" PRIMARY KEY("goods_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "label_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"cate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labels" (
	"id" integer PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_downloads" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL,
	"url" text NOT NULL,
	"size" bigint NOT NULL,
	"need_login" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"cate_id" integer NOT NULL,
	"position" integer NOT NULL,
	"model" varchar(64) NOT NULL,
	"series" varchar(64) NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"image" text NOT NULL,
	"images" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"specs" jsonb NOT NULL,
	"brochures" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "products_model_unique" UNIQUE("model")
);
--> statement-breakpoint
ALTER TABLE "solution_products" ADD CONSTRAINT "solution_products_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solution_products" ADD CONSTRAINT "solution_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_cate_id_product_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_accessories" ADD CONSTRAINT "goods_accessories_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_accessories" ADD CONSTRAINT "goods_accessories_accessory_id_goods_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_labels" ADD CONSTRAINT "goods_labels_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_labels" ADD CONSTRAINT "goods_labels_label_id_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "label_groups" ADD CONSTRAINT "label_groups_cate_id_product_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_group_id_label_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."label_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_downloads" ADD CONSTRAINT "product_downloads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cate_id_product_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_create_time_idx" ON "news" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "training_categories_kind_idx" ON "training_categories" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "vendors_country_idx" ON "vendors" USING btree ("country");--> statement-breakpoint
CREATE INDEX "goods_cate_idx" ON "goods" USING btree ("cate_id");--> statement-breakpoint
CREATE INDEX "goods_labels_label_idx" ON "goods_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "product_downloads_product_idx" ON "product_downloads" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_cate_idx" ON "products" USING btree ("cate_id");