CREATE TABLE "languages" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"extension" text NOT NULL,
	"editor_mode" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
