-- A partner migrated from DPP to APP kept the DPP's permission to register projects, which the
-- server refused at the end of the form: a tier's permissions now go with the tier
-- (server/accounts/partner-tiers.ts), and accounts of another tier lose the one they kept.
UPDATE "users" SET "permissions" = "permissions" - 'project:register'
  WHERE "partner_type" IS DISTINCT FROM 'DC-DPP' AND "permissions" ? 'project:register'
    AND NOT "roles" ? 'headoffice';
