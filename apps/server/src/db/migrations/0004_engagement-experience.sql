CREATE TABLE "badge_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"badge_key" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"entity_slug" text,
	"entity_name" text NOT NULL,
	"level" integer NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"badge_level_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_badge_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"badge_level_id" integer NOT NULL,
	"contest_rank" integer,
	"acknowledged_at" timestamp with time zone,
	"awarded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booster_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"multiplier" real NOT NULL,
	"duration_seconds" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"booster_log_id" integer
);
--> statement-breakpoint
CREATE TABLE "booster_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reason_key" text NOT NULL,
	"type" text NOT NULL,
	"multiplier" real NOT NULL,
	"duration_seconds" integer NOT NULL,
	"unlock_time" timestamp with time zone NOT NULL,
	"expiry_time" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enabler_policies" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"required_user_level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exp_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"title" text,
	"base" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"multiplier" real DEFAULT 1 NOT NULL,
	"points" integer NOT NULL,
	"total" integer NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "level_thresholds" (
	"level" integer PRIMARY KEY NOT NULL,
	"points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streak_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "streak_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_experience" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"goal_exp" integer DEFAULT 40 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_streaks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"last_day" date,
	"unacknowledged_milestone" integer,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "highlighted_event_registrations" (
	"event_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "highlighted_event_registrations_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "highlighted_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event_category" text NOT NULL,
	"title" text NOT NULL,
	"high_priority" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"image" text,
	"event_data" jsonb,
	"dedupe_key" text,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"scope" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_scope_pk" PRIMARY KEY("user_id","scope")
);
--> statement-breakpoint
CREATE TABLE "reward_toasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"notification_type" text NOT NULL,
	"label" text NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points" integer,
	"bonus" integer,
	"multiplier" double precision,
	"duration" integer,
	"show" boolean DEFAULT true NOT NULL,
	"link" text,
	"lb_entry_type" text,
	"event_data" jsonb,
	"streak_data" jsonb,
	"dedupe_key" text,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_badge_levels" ADD CONSTRAINT "user_badge_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badge_levels" ADD CONSTRAINT "user_badge_levels_badge_level_id_badge_levels_id_fk" FOREIGN KEY ("badge_level_id") REFERENCES "public"."badge_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booster_grants" ADD CONSTRAINT "booster_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booster_logs" ADD CONSTRAINT "booster_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exp_ledger" ADD CONSTRAINT "exp_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streak_days" ADD CONSTRAINT "streak_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_experience" ADD CONSTRAINT "user_experience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_streaks" ADD CONSTRAINT "user_streaks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlighted_event_registrations" ADD CONSTRAINT "highlighted_event_registrations_event_id_highlighted_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."highlighted_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlighted_event_registrations" ADD CONSTRAINT "highlighted_event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notifications" ADD CONSTRAINT "inbox_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_toasts" ADD CONSTRAINT "reward_toasts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_levels_key_level" ON "badge_levels" USING btree ("badge_key","level");--> statement-breakpoint
CREATE UNIQUE INDEX "user_badge_levels_user_level" ON "user_badge_levels" USING btree ("user_id","badge_level_id");--> statement-breakpoint
CREATE INDEX "user_badge_levels_user" ON "user_badge_levels" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "booster_grants_user_idx" ON "booster_grants" USING btree ("user_id","granted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booster_grants_log_key" ON "booster_grants" USING btree ("booster_log_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booster_logs_reason_key" ON "booster_logs" USING btree ("user_id","reason","reason_key");--> statement-breakpoint
CREATE INDEX "booster_logs_user_expiry_idx" ON "booster_logs" USING btree ("user_id","expiry_time");--> statement-breakpoint
CREATE UNIQUE INDEX "exp_ledger_user_source_key" ON "exp_ledger" USING btree ("user_id","source","source_id");--> statement-breakpoint
CREATE INDEX "exp_ledger_user_awarded_idx" ON "exp_ledger" USING btree ("user_id","awarded_at");--> statement-breakpoint
CREATE INDEX "highlighted_events_ends_at" ON "highlighted_events" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_notifications_dedupe_key" ON "inbox_notifications" USING btree ("user_id","dedupe_key") WHERE "inbox_notifications"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "inbox_notifications_user_id" ON "inbox_notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "inbox_notifications_undelivered" ON "inbox_notifications" USING btree ("user_id","id") WHERE "inbox_notifications"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_toasts_dedupe_key" ON "reward_toasts" USING btree ("user_id","dedupe_key") WHERE "reward_toasts"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "reward_toasts_undelivered" ON "reward_toasts" USING btree ("user_id","id") WHERE "reward_toasts"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "reward_toasts_unread" ON "reward_toasts" USING btree ("user_id","id") WHERE "reward_toasts"."read_at" is null;