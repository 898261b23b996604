-- The quotation desk searches only the quotations waiting on head office (status 1): its
-- indexes hold those alone. A trigram index of every quotation's number grew with all the
-- quotations ever made, and the number's common trigrams ('000') made each search read posting
-- lists that long; the partner's quotations in the queue are found by the owner among them.
DROP INDEX IF EXISTS "quotations_code_trgm_idx";
--> statement-breakpoint
CREATE INDEX "quotations_waiting_code_trgm_idx" ON "quotations" USING gin ("code" gin_trgm_ops) WHERE "status" = 1;
--> statement-breakpoint
CREATE INDEX "quotations_waiting_user_idx" ON "quotations" USING btree ("user_id") WHERE "status" = 1;
