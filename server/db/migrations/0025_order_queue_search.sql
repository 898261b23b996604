-- The order desk searches only the orders waiting on head office (`waiting_on` set): its
-- indexes hold those alone, as the quotation desk's do (migration 0024). Trigram indexes of
-- every order's number and customer grew with all the orders ever made; the planner read the
-- queue in its order instead and checked the keyword on each waiting order (a quarter of a
-- second for 125,000 of them). The partner's orders in the queue are found by the owner.
DROP INDEX IF EXISTS "orders_order_sn_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_customer_name_trgm_idx";
--> statement-breakpoint
CREATE INDEX "orders_waiting_sn_trgm_idx" ON "orders" USING gin ("order_sn" gin_trgm_ops) WHERE "orders"."waiting_on" is not null;
--> statement-breakpoint
CREATE INDEX "orders_waiting_customer_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops) WHERE "orders"."waiting_on" is not null;
--> statement-breakpoint
CREATE INDEX "orders_waiting_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."waiting_on" is not null;
