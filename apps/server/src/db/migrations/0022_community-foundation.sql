CREATE TABLE "college_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"country" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"college_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	"country" text,
	"source" text DEFAULT 'content' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"ref_key" text NOT NULL,
	"title" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"problem_id" integer,
	"visible_to_user_id" integer,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(keywords, '')), 'B') || setweight(to_tsvector('english', coalesce(body, '')), 'C')) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_redemptions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"granted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
ALTER TABLE "college_requests" ADD CONSTRAINT "college_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_requests" ADD CONSTRAINT "college_requests_college_slug_colleges_slug_fk" FOREIGN KEY ("college_slug") REFERENCES "public"."colleges"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "college_requests_status_idx" ON "college_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "colleges_name_trgm" ON "colleges" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_type_ref_key" ON "search_documents" USING btree ("type","ref_key");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm" ON "search_documents" USING gin (lower("title") gin_trgm_ops);