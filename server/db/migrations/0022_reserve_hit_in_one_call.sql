-- A rate limit's reservation (server/security/rate-limit.ts) in one call: the lock on
-- (bucket, key), the spent hits dropped, the live ones counted, and the new hit added or the
-- wait answered. Each statement of the function sees what committed before it, so a request that
-- queued on the lock counts the hit of the one before it; one statement with CTEs would count
-- from a snapshot taken before the lock and let both pass at the limit.
CREATE FUNCTION portal_reserve_hit(
  p_bucket varchar,
  p_key varchar,
  p_max integer,
  p_window_seconds integer,
  p_now timestamptz,
  OUT hit_id bigint,
  OUT retry_after_seconds integer
) LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz := p_now - make_interval(secs => p_window_seconds);
  live integer;
  oldest timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_bucket), hashtext(p_key));
  DELETE FROM rate_limit_hits WHERE bucket = p_bucket AND key = p_key AND at <= since;
  SELECT count(*), min(at) INTO live, oldest
    FROM rate_limit_hits WHERE bucket = p_bucket AND key = p_key AND at > since;
  IF live < p_max THEN
    INSERT INTO rate_limit_hits (bucket, key, at) VALUES (p_bucket, p_key, p_now)
      RETURNING id INTO hit_id;
  ELSE
    retry_after_seconds := greatest(
      1,
      ceil(extract(epoch FROM oldest + make_interval(secs => p_window_seconds) - p_now))
    )::integer;
  END IF;
END $$;
