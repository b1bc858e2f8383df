CREATE TABLE "subjective_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"score" integer,
	"scored_by" text,
	"submission_id" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subjective_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"role" text NOT NULL,
	"score" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subjective_answers" ADD CONSTRAINT "subjective_answers_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjective_answers" ADD CONSTRAINT "subjective_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjective_reviews" ADD CONSTRAINT "subjective_reviews_answer_id_subjective_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."subjective_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjective_reviews" ADD CONSTRAINT "subjective_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subjective_answers_problem_user_idx" ON "subjective_answers" USING btree ("problem_id","user_id");--> statement-breakpoint
CREATE INDEX "subjective_answers_problem_status_idx" ON "subjective_answers" USING btree ("problem_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "subjective_reviews_answer_reviewer_idx" ON "subjective_reviews" USING btree ("answer_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "subjective_reviews_reviewer_created_idx" ON "subjective_reviews" USING btree ("reviewer_id","created_at");