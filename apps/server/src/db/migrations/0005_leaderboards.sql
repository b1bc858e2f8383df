CREATE TABLE "contest_rating_results" (
	"contest_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"contest_name" text NOT NULL,
	"contest_slug" text NOT NULL,
	"contest_ended_at" timestamp with time zone NOT NULL,
	"rank" integer NOT NULL,
	"problems_solved" integer NOT NULL,
	"performance" real NOT NULL,
	"rating_before" integer NOT NULL,
	"rating_after" integer NOT NULL,
	"delta" integer NOT NULL,
	"belief" jsonb NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_rating_results_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rated_contests" (
	"contest_id" integer PRIMARY KEY NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"participants" integer NOT NULL,
	"changed_ratings" boolean NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_contest_ratings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rating" integer NOT NULL,
	"contests" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_closed_weeks" (
	"week_start" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"learners" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"total_exp" integer DEFAULT 0 NOT NULL,
	"tier_order" smallint DEFAULT 7 NOT NULL,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_interested_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "week_results" (
	"week_start" date NOT NULL,
	"user_id" integer NOT NULL,
	"tier_order" smallint NOT NULL,
	"group_index" integer NOT NULL,
	"exp" integer NOT NULL,
	"final_rank" integer NOT NULL,
	"zone" text NOT NULL,
	"next_tier_order" smallint NOT NULL,
	"promoted" boolean NOT NULL,
	"demoted" boolean NOT NULL,
	CONSTRAINT "week_results_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "weekly_entity_scores" (
	"week_start" date NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"exp" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp (0) with time zone NOT NULL,
	CONSTRAINT "weekly_entity_scores_week_start_entity_type_entity_id_user_id_pk" PRIMARY KEY("week_start","entity_type","entity_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "weekly_exp_counts" (
	"week_start" date NOT NULL,
	"exp" integer NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "weekly_exp_counts_week_start_exp_pk" PRIMARY KEY("week_start","exp")
);
--> statement-breakpoint
CREATE TABLE "weekly_scores" (
	"week_start" date NOT NULL,
	"user_id" integer NOT NULL,
	"exp" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp (0) with time zone NOT NULL,
	"tier_order" smallint NOT NULL,
	"group_index" integer NOT NULL,
	CONSTRAINT "weekly_scores_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
ALTER TABLE "contest_rating_results" ADD CONSTRAINT "contest_rating_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_contest_ratings" ADD CONSTRAINT "user_contest_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_members" ADD CONSTRAINT "leaderboard_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_interested_users" ADD CONSTRAINT "league_interested_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_results" ADD CONSTRAINT "week_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_entity_scores" ADD CONSTRAINT "weekly_entity_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_scores" ADD CONSTRAINT "weekly_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_rating_results_user_order_idx" ON "contest_rating_results" USING btree ("user_id","contest_ended_at","contest_id");--> statement-breakpoint
CREATE INDEX "user_contest_ratings_rating_idx" ON "user_contest_ratings" USING btree ("rating");--> statement-breakpoint
CREATE UNIQUE INDEX "league_interested_users_key" ON "league_interested_users" USING btree ("email","category",coalesce("entity_type", ''),coalesce("entity_id", ''));--> statement-breakpoint
CREATE INDEX "weekly_entity_scores_rank_idx" ON "weekly_entity_scores" USING btree ("week_start","entity_type","entity_id","exp" DESC NULLS LAST,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "weekly_scores_rank_idx" ON "weekly_scores" USING btree ("week_start","exp" DESC NULLS LAST,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "weekly_scores_group_idx" ON "weekly_scores" USING btree ("week_start","tier_order","group_index");