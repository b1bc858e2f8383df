CREATE TABLE "challenge_registrations" (
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_registrations_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "challenge_solves" (
	"challenge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" integer NOT NULL,
	"submission_id" text NOT NULL,
	"solved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "challenge_solves_challenge_id_user_id_day_pk" PRIMARY KEY("challenge_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"month_index" integer NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"days" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"remote" text NOT NULL,
	"experience" text NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apply_url" text NOT NULL,
	"posted_on" text NOT NULL,
	"expires_on" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenge_registrations" ADD CONSTRAINT "challenge_registrations_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_registrations" ADD CONSTRAINT "challenge_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_solves" ADD CONSTRAINT "challenge_solves_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_solves" ADD CONSTRAINT "challenge_solves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_registrations_user_idx" ON "challenge_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_slug_key" ON "challenges" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "challenges_month_index_key" ON "challenges" USING btree ("month_index");--> statement-breakpoint
CREATE UNIQUE INDEX "job_posts_slug_key" ON "job_posts" USING btree ("slug");