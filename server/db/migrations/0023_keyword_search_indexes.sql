-- Keyword searches (docs/server.md, "Lists"): a keyword is matched anywhere in a text
-- (`ilike '%…%'`), which no B-tree index serves. Trigram indexes do, for the texts the desks
-- search across all partners: the partner's company, name and e-mail address, the quotation
-- number, the order number and the customer. pg_trgm is a trusted extension: the database's
-- owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "users_company_trgm_idx" ON "users" USING gin ("company" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_realname_trgm_idx" ON "users" USING gin ("realname" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "quotations_code_trgm_idx" ON "quotations" USING gin ("code" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_order_sn_trgm_idx" ON "orders" USING gin ("order_sn" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_customer_name_trgm_idx" ON "orders" USING gin ("customer_name" gin_trgm_ops);
