-- Wrong guesses of an e-mailed code are counted per source as well as in all: one source's guesses
-- use up its own tries, not the owner's (server/security/codes.ts).
ALTER TABLE "email_codes" ADD COLUMN "guesses" jsonb DEFAULT '{}'::jsonb NOT NULL;
