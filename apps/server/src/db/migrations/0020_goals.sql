CREATE TABLE "journey_goals" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phases" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"source" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_goal_custom_elements" (
	"user_id" integer NOT NULL,
	"goal_slug" text NOT NULL,
	"phase_slug" text NOT NULL,
	"element_key" text NOT NULL,
	CONSTRAINT "user_goal_custom_elements_user_id_goal_slug_phase_slug_element_key_pk" PRIMARY KEY("user_id","goal_slug","phase_slug","element_key")
);
--> statement-breakpoint
CREATE TABLE "user_goal_element_marks" (
	"user_id" integer NOT NULL,
	"goal_slug" text NOT NULL,
	"element_key" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_goal_element_marks_user_id_goal_slug_element_key_pk" PRIMARY KEY("user_id","goal_slug","element_key")
);
--> statement-breakpoint
CREATE TABLE "user_goals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"goal_slug" text NOT NULL,
	"language_id" text,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_phase_slug" text,
	"last_element_key" text,
	"last_viewed_at" timestamp with time zone,
	"landed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_goal_custom_elements" ADD CONSTRAINT "user_goal_custom_elements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goal_element_marks" ADD CONSTRAINT "user_goal_element_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goals" ADD CONSTRAINT "user_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goals" ADD CONSTRAINT "user_goals_goal_slug_journey_goals_slug_fk" FOREIGN KEY ("goal_slug") REFERENCES "public"."journey_goals"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_goal_element_marks_user_idx" ON "user_goal_element_marks" USING btree ("user_id");