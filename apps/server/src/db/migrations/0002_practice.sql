CREATE TABLE "bookmarks" (
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"offering_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "code_drafts" (
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_drafts_user_id_problem_id_language_pk" PRIMARY KEY("user_id","problem_id","language")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "edit_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"section" text NOT NULL,
	"suggestion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_companies" (
	"problem_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "problem_companies_problem_id_company_id_pk" PRIMARY KEY("problem_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "problem_list_items" (
	"list_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "problem_list_items_list_id_problem_id_pk" PRIMARY KEY("list_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "problem_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_packages" (
	"sha256" text PRIMARY KEY NOT NULL,
	"archive" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"issue_type" text NOT NULL,
	"issue_detail" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_topics" (
	"problem_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "problem_topics_problem_id_topic_id_pk" PRIMARY KEY("problem_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"uuid" text NOT NULL,
	"name" text NOT NULL,
	"problem_type" text NOT NULL,
	"difficulty" text NOT NULL,
	"max_score" integer NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"editorial" text DEFAULT '' NOT NULL,
	"hints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"samples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_limit_s" real,
	"memory_limit_mb" integer,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_language" text,
	"scaffolds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"solutions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item" jsonb,
	"sql_settings" jsonb,
	"package_sha" text,
	"content_hash" text NOT NULL,
	"test_count" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"source" text,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"downvote_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"accepted_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"offering_id" integer,
	"submission_type" text NOT NULL,
	"language" text,
	"code" text,
	"answer" jsonb,
	"source" text,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"status_message" text,
	"error_message" text,
	"percentage_score" real DEFAULT 0 NOT NULL,
	"percentage_score_without_penalty" real DEFAULT 0 NOT NULL,
	"penalty_percentage" real DEFAULT 0 NOT NULL,
	"penalty_reason" text,
	"solution_viewed_on" timestamp with time zone,
	"deadline_crossed_on" timestamp with time zone,
	"total_test_cases" integer DEFAULT 0 NOT NULL,
	"no_of_test_cases_correct" integer DEFAULT 0 NOT NULL,
	"total_time_ms" integer,
	"max_memory_kb" integer,
	"result_json" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sql_result" jsonb,
	"points" jsonb,
	"is_best" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"judged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"default_language" text,
	"autocomplete" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_problem_states" (
	"user_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"user_score" integer DEFAULT 0 NOT NULL,
	"attempted_at" timestamp with time zone,
	"solved_at" timestamp with time zone,
	"best_submission_id" uuid,
	"solution_viewed_on" timestamp with time zone,
	"reaction" smallint,
	"rating" smallint,
	CONSTRAINT "user_problem_states_user_id_problem_id_pk" PRIMARY KEY("user_id","problem_id")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_drafts" ADD CONSTRAINT "code_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_drafts" ADD CONSTRAINT "code_drafts_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_suggestions" ADD CONSTRAINT "edit_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edit_suggestions" ADD CONSTRAINT "edit_suggestions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_companies" ADD CONSTRAINT "problem_companies_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_companies" ADD CONSTRAINT "problem_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_list_items" ADD CONSTRAINT "problem_list_items_list_id_problem_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."problem_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_list_items" ADD CONSTRAINT "problem_list_items_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_topics" ADD CONSTRAINT "problem_topics_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_topics" ADD CONSTRAINT "problem_topics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_package_sha_problem_packages_sha256_fk" FOREIGN KEY ("package_sha") REFERENCES "public"."problem_packages"("sha256") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_problem_states" ADD CONSTRAINT "user_problem_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_problem_states" ADD CONSTRAINT "user_problem_states_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_problem_states" ADD CONSTRAINT "user_problem_states_best_submission_id_submissions_id_fk" FOREIGN KEY ("best_submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_key" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "problem_companies_company_idx" ON "problem_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "problem_list_items_problem_idx" ON "problem_list_items" USING btree ("problem_id");--> statement-breakpoint
CREATE UNIQUE INDEX "problem_lists_slug_key" ON "problem_lists" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "problem_topics_topic_idx" ON "problem_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "problems_slug_key" ON "problems" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "problems_position_idx" ON "problems" USING btree ("position");--> statement-breakpoint
CREATE INDEX "submissions_user_problem_created_idx" ON "submissions" USING btree ("user_id","problem_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_slug_key" ON "topics" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "user_problem_states_problem_idx" ON "user_problem_states" USING btree ("problem_id");