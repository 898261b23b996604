-- Kept answers (docs/server.md): every change of what a
-- session or an order list shows announces the user it concerns, whoever writes it. Statement
-- triggers read the changed rows from their transition tables, so a bulk write announces each
-- user once; PostgreSQL delivers the announcements when, and only when, the transaction commits.

-- Rows with an owner (`user_id`): announces each owner on the channel given as the argument.
CREATE FUNCTION portal_announce_owners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify(TG_ARGV[0], owner::text) FROM (SELECT DISTINCT user_id AS owner FROM new_rows) AS changed;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify(TG_ARGV[0], owner::text) FROM (SELECT DISTINCT user_id AS owner FROM old_rows) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Users: a changed or deleted account changes what its sessions resolve to.
CREATE FUNCTION portal_announce_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_sessions', id::text) FROM old_rows;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Payment receipts: whether one waits for head office shows in the owner's order list.
CREATE FUNCTION portal_announce_order_files() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('portal_orders', owner::text) FROM (
      SELECT DISTINCT o.user_id AS owner FROM new_rows AS f JOIN orders AS o ON o.id = f.order_id
      WHERE f.kind = 'receipt') AS changed;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('portal_orders', owner::text) FROM (
      SELECT DISTINCT o.user_id AS owner FROM old_rows AS f JOIN orders AS o ON o.id = f.order_id
      WHERE f.kind = 'receipt') AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Projects: an order list shows its orders' project names.
CREATE FUNCTION portal_announce_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('portal_orders', owner::text) FROM (
      SELECT DISTINCT o.user_id AS owner
      FROM new_rows AS p JOIN old_rows AS was ON was.id = p.id JOIN orders AS o ON o.project_id = p.id
      WHERE p.project_name IS DISTINCT FROM was.project_name) AS changed;
  ELSE
    PERFORM pg_notify('portal_orders', owner::text) FROM (
      SELECT DISTINCT o.user_id AS owner FROM old_rows AS p JOIN orders AS o ON o.project_id = p.id) AS changed;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_updated_announce AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_owners('portal_sessions');
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_announce AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_owners('portal_sessions');
--> statement-breakpoint
CREATE TRIGGER users_updated_announce AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_users();
--> statement-breakpoint
CREATE TRIGGER users_deleted_announce AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_users();
--> statement-breakpoint
CREATE TRIGGER orders_inserted_announce AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_owners('portal_orders');
--> statement-breakpoint
CREATE TRIGGER orders_updated_announce AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_owners('portal_orders');
--> statement-breakpoint
CREATE TRIGGER orders_deleted_announce AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_owners('portal_orders');
--> statement-breakpoint
CREATE TRIGGER order_files_inserted_announce AFTER INSERT ON order_files REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_order_files();
--> statement-breakpoint
CREATE TRIGGER order_files_updated_announce AFTER UPDATE ON order_files REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_order_files();
--> statement-breakpoint
CREATE TRIGGER order_files_deleted_announce AFTER DELETE ON order_files REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_order_files();
--> statement-breakpoint
CREATE TRIGGER projects_updated_announce AFTER UPDATE ON projects REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_projects();
--> statement-breakpoint
CREATE TRIGGER projects_deleted_announce AFTER DELETE ON projects REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_projects();
