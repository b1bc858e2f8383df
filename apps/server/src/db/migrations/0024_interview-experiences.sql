CREATE TABLE "interview_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"company" text NOT NULL,
	"company_key" text NOT NULL,
	"role" text NOT NULL,
	"branch" text DEFAULT '' NOT NULL,
	"college_slug" text,
	"outcome" text,
	"interview_date" date,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"tips" text DEFAULT '' NOT NULL,
	"rounds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_experiences" ADD CONSTRAINT "interview_experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_experiences" ADD CONSTRAINT "interview_experiences_college_slug_colleges_slug_fk" FOREIGN KEY ("college_slug") REFERENCES "public"."colleges"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_experiences" ADD CONSTRAINT "interview_experiences_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_experiences_slug_key" ON "interview_experiences" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "interview_experiences_published_idx" ON "interview_experiences" USING btree ("published_at") WHERE "interview_experiences"."status" = 'published';--> statement-breakpoint
CREATE INDEX "interview_experiences_company_idx" ON "interview_experiences" USING btree ("company_key","status");--> statement-breakpoint
CREATE INDEX "interview_experiences_user_idx" ON "interview_experiences" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "interview_experiences_status_idx" ON "interview_experiences" USING btree ("status","submitted_at");