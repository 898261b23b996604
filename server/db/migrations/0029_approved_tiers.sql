-- An approved DCNet membership now makes the account a partner of its tier (decideMembership,
-- server/dcnet/dcnet.ts). Approvals decided before left the account's tier as it was: a partner
-- who signed up and was approved as DPP could not register projects, an APP approved as DPP
-- neither. Each account whose latest approved membership valid today is of another tier takes
-- that tier now, with its role and permissions in place of the old tier's, as `movedToTier`
-- (server/accounts/partner-tiers.ts) does; one that leaves the APP tier loses its master
-- distributor. Head office's accounts are left as they are.
WITH "latest" AS (
  SELECT DISTINCT ON ("user_id") "user_id", "type"
  FROM "dcnet_applications"
  WHERE "status" = 1
    AND ("start_date" IS NULL OR "start_date" <= CURRENT_DATE)
    AND ("end_date" IS NULL OR "end_date" >= CURRENT_DATE)
  ORDER BY "user_id", "decided_at" DESC, "id" DESC
), "moves" AS (
  SELECT "users"."id", "users"."partner_type" AS "from_tier", "latest"."type" AS "to_tier"
  FROM "users" JOIN "latest" ON "latest"."user_id" = "users"."id"
  WHERE "users"."partner_type" IS DISTINCT FROM "latest"."type"
    AND "latest"."type" IN ('DC-DTE', 'DC-DEE', 'DC-ADP', 'DC-DDP', 'DC-APP', 'DC-DPP', 'DC-ASP', 'DC-DSP')
    AND NOT "users"."roles" ? 'headoffice'
), "tier_permissions" ("tier", "permission") AS (
  VALUES ('DC-DPP', 'project:register'), ('DC-ASP', 'sn:query'), ('DC-DSP', 'sn:query')
), "distributors_dropped" AS (
  DELETE FROM "partner_distributors"
  WHERE "partner_id" IN (SELECT "id" FROM "moves" WHERE "from_tier" = 'DC-APP')
)
UPDATE "users" SET
  "partner_type" = "m"."to_tier",
  "roles" = (
    SELECT COALESCE(jsonb_agg("r" ORDER BY "o"), '[]'::jsonb)
    FROM (
      SELECT "r", min("o") AS "o"
      FROM jsonb_array_elements_text(
        ("users"."roles" - COALESCE("m"."from_tier", '')) || jsonb_build_array('partner', "m"."to_tier")
      ) WITH ORDINALITY AS "e"("r", "o")
      GROUP BY "r"
    ) AS "kept"
  ),
  "permissions" = (
    SELECT COALESCE(jsonb_agg("p" ORDER BY "o"), '[]'::jsonb)
    FROM (
      SELECT "p", min("o") AS "o"
      FROM jsonb_array_elements_text(
        ("users"."permissions" - ARRAY(
          SELECT "permission" FROM "tier_permissions" WHERE "tier" = "m"."from_tier"
        )) || to_jsonb(ARRAY(
          SELECT "permission" FROM "tier_permissions" WHERE "tier" = "m"."to_tier"
        ))
      ) WITH ORDINALITY AS "e"("p", "o")
      GROUP BY "p"
    ) AS "kept"
  )
FROM "moves" AS "m"
WHERE "users"."id" = "m"."id";
