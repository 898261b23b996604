-- An order line's unit price is what the partner pays per unit, so that quantity × unit price is
-- its subtotal (docs/decisions/148-one-price-model.md). Lines written before showed the partner's
-- sale price beside a subtotal at the discount price; the subtotal was always discount price ×
-- quantity, so the unit price it implies is exact.
UPDATE "order_items" SET "price_cents" = "subtotal_cents" / "quantity"
WHERE "quantity" > 0 AND "price_cents" * "quantity" <> "subtotal_cents";
