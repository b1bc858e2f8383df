CREATE TABLE "weekly_exp_hour_counts" (
	"week_start" date NOT NULL,
	"exp" integer NOT NULL,
	"hour" smallint NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "weekly_exp_hour_counts_week_start_exp_hour_pk" PRIMARY KEY("week_start","exp","hour")
);
