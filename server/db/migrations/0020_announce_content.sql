-- Public content (docs/content.md): any change of what a public page or a kept answer shows
-- announces itself on the content channel, whoever writes it (the back office, a provider state,
-- an operator's SQL), so that every process drops the answers and rendered pages it keeps once
-- the change is committed. One statement trigger per table: a bulk write announces once.
CREATE FUNCTION portal_announce_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_content', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER site_settings_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER menu_items_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER friend_links_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON friend_links FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER banners_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER countries_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON countries FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER pages_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER news_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER solutions_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solutions FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER solution_products_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solution_products FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER vendors_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER training_categories_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON training_categories FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER product_categories_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER products_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER product_downloads_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_downloads FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER goods_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER goods_accessories_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_accessories FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER label_groups_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON label_groups FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER labels_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON labels FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
--> statement-breakpoint
CREATE TRIGGER goods_labels_announce AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goods_labels FOR EACH STATEMENT EXECUTE FUNCTION portal_announce_content();
