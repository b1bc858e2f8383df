CREATE TABLE "library_bookmarks" (
	"user_id" integer NOT NULL,
	"article_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_bookmarks_user_id_article_slug_pk" PRIMARY KEY("user_id","article_slug")
);
--> statement-breakpoint
CREATE TABLE "library_reads" (
	"user_id" integer NOT NULL,
	"article_slug" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_reads_user_id_article_slug_pk" PRIMARY KEY("user_id","article_slug")
);
--> statement-breakpoint
CREATE TABLE "video_completions" (
	"user_id" integer NOT NULL,
	"video_key" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_completions_user_id_video_key_pk" PRIMARY KEY("user_id","video_key")
);
--> statement-breakpoint
CREATE TABLE "video_watch_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"youtube_video_id" text NOT NULL,
	"event_type" text NOT NULL,
	"video_timestamp" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whats_new_published" (
	"version" text PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whats_new_reads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_bookmarks" ADD CONSTRAINT "library_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_reads" ADD CONSTRAINT "library_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_completions" ADD CONSTRAINT "video_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_watch_logs" ADD CONSTRAINT "video_watch_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whats_new_reads" ADD CONSTRAINT "whats_new_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_reads_user_read_at_idx" ON "library_reads" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "video_watch_logs_user_idx" ON "video_watch_logs" USING btree ("user_id","created_at");