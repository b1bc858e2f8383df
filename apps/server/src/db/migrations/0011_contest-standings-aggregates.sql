CREATE TABLE "contest_standings" (
	"participation_id" integer PRIMARY KEY NOT NULL,
	"contest_id" integer NOT NULL,
	"solved" integer DEFAULT 0 NOT NULL,
	"penalty" integer DEFAULT 0 NOT NULL,
	"last_ms" double precision DEFAULT 0 NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"frozen_solved" integer DEFAULT 0 NOT NULL,
	"frozen_penalty" integer DEFAULT 0 NOT NULL,
	"frozen_last_ms" double precision DEFAULT 0 NOT NULL,
	"frozen_score" double precision DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contest_standings" ADD CONSTRAINT "contest_standings_participation_id_contest_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."contest_participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_standings" ADD CONSTRAINT "contest_standings_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contest_standings_icpc_idx" ON "contest_standings" USING btree ("contest_id","solved" DESC NULLS LAST,"penalty","last_ms");--> statement-breakpoint
CREATE INDEX "contest_standings_icpc_frozen_idx" ON "contest_standings" USING btree ("contest_id","frozen_solved" DESC NULLS LAST,"frozen_penalty","frozen_last_ms");--> statement-breakpoint
CREATE INDEX "contest_standings_ioi_idx" ON "contest_standings" USING btree ("contest_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contest_standings_ioi_frozen_idx" ON "contest_standings" USING btree ("contest_id","frozen_score" DESC NULLS LAST);