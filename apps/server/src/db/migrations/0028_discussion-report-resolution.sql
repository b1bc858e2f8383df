ALTER TABLE "discussion_reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD COLUMN "resolved_by" integer;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_reports_open_idx" ON "discussion_reports" USING btree ("created_at") WHERE "discussion_reports"."resolved_at" is null;