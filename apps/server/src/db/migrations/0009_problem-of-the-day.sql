CREATE TABLE "problem_of_the_day" (
	"date" text PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "problem_of_the_day" ADD CONSTRAINT "problem_of_the_day_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_of_the_day_problem_idx" ON "problem_of_the_day" USING btree ("problem_id");