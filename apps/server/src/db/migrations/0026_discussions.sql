CREATE TABLE "discussion_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"moderator_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_bans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"ends_at" timestamp with time zone,
	"moderator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"parent_id" integer,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_follows" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_follows_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"body_html" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"problem_id" integer,
	"college_slug" text,
	"score" integer DEFAULT 0 NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"hot" double precision DEFAULT 0 NOT NULL,
	"held_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"pinned_at" timestamp with time zone,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"parent_type" text NOT NULL,
	"parent_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_reports_once" UNIQUE("user_id","parent_type","parent_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_votes" (
	"user_id" integer NOT NULL,
	"parent_type" text NOT NULL,
	"parent_id" integer NOT NULL,
	"value" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_votes_user_id_parent_type_parent_id_pk" PRIMARY KEY("user_id","parent_type","parent_id")
);
--> statement-breakpoint
ALTER TABLE "discussion_audit" ADD CONSTRAINT "discussion_audit_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_bans" ADD CONSTRAINT "discussion_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_bans" ADD CONSTRAINT "discussion_bans_moderator_id_users_id_fk" FOREIGN KEY ("moderator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_post_id_discussion_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."discussion_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_comments" ADD CONSTRAINT "discussion_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_follows" ADD CONSTRAINT "discussion_follows_post_id_discussion_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."discussion_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_follows" ADD CONSTRAINT "discussion_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_college_slug_colleges_slug_fk" FOREIGN KEY ("college_slug") REFERENCES "public"."colleges"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_votes" ADD CONSTRAINT "discussion_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_audit_created_idx" ON "discussion_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "discussion_comments_post_idx" ON "discussion_comments" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_comments_author_idx" ON "discussion_comments" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_posts_new_idx" ON "discussion_posts" USING btree (("pinned_at" is not null),"created_at","id");--> statement-breakpoint
CREATE INDEX "discussion_posts_hot_idx" ON "discussion_posts" USING btree (("pinned_at" is not null),"hot","id");--> statement-breakpoint
CREATE INDEX "discussion_posts_top_idx" ON "discussion_posts" USING btree (("pinned_at" is not null),"score","id");--> statement-breakpoint
CREATE INDEX "discussion_posts_problem_idx" ON "discussion_posts" USING btree ("problem_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_posts_college_idx" ON "discussion_posts" USING btree ("college_slug","created_at");--> statement-breakpoint
CREATE INDEX "discussion_posts_author_idx" ON "discussion_posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_posts_tags_idx" ON "discussion_posts" USING gin ("tags");