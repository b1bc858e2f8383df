CREATE TABLE "prep_plans" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"target_date" date NOT NULL,
	"weekly_hours" real NOT NULL,
	"study_days" jsonb NOT NULL,
	"paths" jsonb NOT NULL,
	"baseline" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "prep_plans" ADD CONSTRAINT "prep_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;