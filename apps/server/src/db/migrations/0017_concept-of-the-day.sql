CREATE TABLE "concept_of_the_day" (
	"date" text PRIMARY KEY NOT NULL,
	"concept_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	"summary" text NOT NULL,
	"article" text NOT NULL,
	"quiz" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concept_of_the_day" ADD CONSTRAINT "concept_of_the_day_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concept_of_the_day_concept_idx" ON "concept_of_the_day" USING btree ("concept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "concepts_slug_key" ON "concepts" USING btree ("slug");