-- What an order waits on head office for is stored once, written with every move of the order
-- (server/orders/orders.ts `waitingOnOf`); the orders written before get it from their step, their
-- payment slip and their shipping information, as the rule reads them.
ALTER TABLE "orders" ADD COLUMN "waiting_on" text;--> statement-breakpoint
UPDATE "orders" SET "waiting_on" = CASE
  WHEN "step" = 4 AND NOT "pay_confirmed" AND EXISTS (
    SELECT 1 FROM "order_files"
    WHERE "order_files"."order_id" = "orders"."id" AND "order_files"."kind" = 'receipt'
      AND "order_files"."withdrawn_at" IS NULL
  ) THEN 'payment'
  WHEN "step" = 7 AND "shipping_info" IS NULL THEN 'shipping'
  WHEN "step" = 7 THEN 'delivery_receipt'
END;--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("waiting_on","updated_at","id") WHERE "orders"."waiting_on" is not null;
