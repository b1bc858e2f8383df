CREATE TABLE "flash_card_decks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_card_states" (
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"deck_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	"introduced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flash_card_states_user_id_card_id_pk" PRIMARY KEY("user_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "flash_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"deck_id" integer NOT NULL,
	"key" text NOT NULL,
	"front" text NOT NULL,
	"back" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flash_card_states" ADD CONSTRAINT "flash_card_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_card_states" ADD CONSTRAINT "flash_card_states_card_id_flash_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."flash_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_card_states" ADD CONSTRAINT "flash_card_states_deck_id_flash_card_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."flash_card_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_cards" ADD CONSTRAINT "flash_cards_deck_id_flash_card_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."flash_card_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flash_card_decks_slug_key" ON "flash_card_decks" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "flash_card_states_user_deck_due_idx" ON "flash_card_states" USING btree ("user_id","deck_id","due");--> statement-breakpoint
CREATE UNIQUE INDEX "flash_cards_deck_key" ON "flash_cards" USING btree ("deck_id","key");