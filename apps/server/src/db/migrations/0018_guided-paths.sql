CREATE TABLE "guided_path_contentables" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guided_path_enrolments" (
	"path_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_item_key" text,
	"last_viewed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "guided_path_enrolments_path_id_user_id_pk" PRIMARY KEY("path_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "guided_path_item_marks" (
	"path_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guided_path_item_marks_path_id_user_id_item_key_pk" PRIMARY KEY("path_id","user_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "guided_path_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"path_id" integer NOT NULL,
	"contentable_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	"problem_id" integer,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"body_html" text,
	"video_url" text
);
--> statement-breakpoint
CREATE TABLE "guided_path_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"path_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"weightage" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guided_paths" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"level" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"summary" text NOT NULL,
	"estimated_hours" integer NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"what_you_will_learn" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prerequisites" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guided_path_contentables" ADD CONSTRAINT "guided_path_contentables_module_id_guided_path_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."guided_path_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_path_enrolments" ADD CONSTRAINT "guided_path_enrolments_path_id_guided_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."guided_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_path_enrolments" ADD CONSTRAINT "guided_path_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_path_item_marks" ADD CONSTRAINT "guided_path_item_marks_path_id_guided_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."guided_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_path_item_marks" ADD CONSTRAINT "guided_path_item_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_path_items" ADD CONSTRAINT "guided_path_items_path_id_guided_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."guided_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_path_items" ADD CONSTRAINT "guided_path_items_contentable_id_guided_path_contentables_id_fk" FOREIGN KEY ("contentable_id") REFERENCES "public"."guided_path_contentables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_path_items" ADD CONSTRAINT "guided_path_items_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_path_modules" ADD CONSTRAINT "guided_path_modules_path_id_guided_paths_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."guided_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guided_path_contentables_module_slug" ON "guided_path_contentables" USING btree ("module_id","slug");--> statement-breakpoint
CREATE INDEX "guided_path_enrolments_user_idx" ON "guided_path_enrolments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guided_path_items_path_key" ON "guided_path_items" USING btree ("path_id","key");--> statement-breakpoint
CREATE INDEX "guided_path_items_problem_idx" ON "guided_path_items" USING btree ("problem_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guided_path_modules_path_slug" ON "guided_path_modules" USING btree ("path_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "guided_paths_slug_key" ON "guided_paths" USING btree ("slug");