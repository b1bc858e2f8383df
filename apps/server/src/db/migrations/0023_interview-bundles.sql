CREATE TABLE "interview_bundles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"level" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"estimated_hours" integer NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"sections" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "interview_bundles_slug_key" ON "interview_bundles" USING btree ("slug");