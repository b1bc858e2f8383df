CREATE TABLE "interview_experience_views" (
	"experience_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_experience_views_experience_id_user_id_pk" PRIMARY KEY("experience_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_experiences" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_experience_views" ADD CONSTRAINT "interview_experience_views_experience_id_interview_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."interview_experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_experience_views" ADD CONSTRAINT "interview_experience_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_reports_open_idx" ON "discussion_reports" USING btree ("created_at") WHERE "discussion_reports"."resolved_at" is null;