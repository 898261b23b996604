CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" varchar(2) NOT NULL,
	"english_name" text NOT NULL,
	"chinese_name" text NOT NULL,
	"phone_code" varchar(8) NOT NULL,
	CONSTRAINT "countries_country_code_unique" UNIQUE("country_code")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"external" boolean DEFAULT false NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
