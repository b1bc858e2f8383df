ALTER TABLE "users" ADD COLUMN "screen_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "branch" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_hidden_sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_avatar" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "picture_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_setup_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_screen_name_key" ON "users" USING btree (lower("screen_name")) WHERE "users"."screen_name" is not null;