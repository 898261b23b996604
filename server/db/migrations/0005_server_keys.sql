CREATE TABLE "server_keys" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
