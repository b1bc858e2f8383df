DROP INDEX "contest_standings_icpc_idx";--> statement-breakpoint
DROP INDEX "contest_standings_icpc_frozen_idx";--> statement-breakpoint
DROP INDEX "contest_standings_ioi_idx";--> statement-breakpoint
DROP INDEX "contest_standings_ioi_frozen_idx";--> statement-breakpoint
CREATE INDEX "contest_standings_icpc_order_idx" ON "contest_standings" USING btree ("contest_id","solved" DESC NULLS LAST,"penalty","last_ms",(participation_id::text collate "C"));--> statement-breakpoint
CREATE INDEX "contest_standings_icpc_frozen_order_idx" ON "contest_standings" USING btree ("contest_id","frozen_solved" DESC NULLS LAST,"frozen_penalty","frozen_last_ms",(participation_id::text collate "C"));--> statement-breakpoint
CREATE INDEX "contest_standings_ioi_order_idx" ON "contest_standings" USING btree ("contest_id","score" DESC NULLS LAST,(participation_id::text collate "C"));--> statement-breakpoint
CREATE INDEX "contest_standings_ioi_frozen_order_idx" ON "contest_standings" USING btree ("contest_id","frozen_score" DESC NULLS LAST,(participation_id::text collate "C"));