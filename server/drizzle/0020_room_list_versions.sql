CREATE TABLE "room_list_versions" (
	"company_idx" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_list_versions" ADD CONSTRAINT "room_list_versions_company_idx_companies_company_idx_fk" FOREIGN KEY ("company_idx") REFERENCES "public"."companies"("company_idx") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Moves the company's room-list version on, once per transaction and at its commit, when a row a room
-- card shows changed. Deferred to the commit, the version's row is the last lock a transaction takes
-- (no lock-order cycle with the rows it changed) and is held only until that commit; a company being
-- deleted gets no new row.
CREATE FUNCTION "room_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_company integer;
  done_flag text;
BEGIN
  IF TG_TABLE_NAME = 'room_users' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT "company_idx" INTO changed_company FROM "rooms" WHERE "room_idx" = OLD."room_idx";
    ELSE
      SELECT "company_idx" INTO changed_company FROM "rooms" WHERE "room_idx" = NEW."room_idx";
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    changed_company := OLD."company_idx";
  ELSE
    changed_company := NEW."company_idx";
  END IF;
  IF changed_company IS NULL THEN
    RETURN NULL;
  END IF;
  done_flag := 'boda.room_list_changed_' || changed_company;
  IF current_setting(done_flag, true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(done_flag, 'yes', true);
  INSERT INTO "room_list_versions" ("company_idx", "version")
    SELECT changed_company, 1 WHERE EXISTS (SELECT 1 FROM "companies" WHERE "company_idx" = changed_company)
    ON CONFLICT ("company_idx") DO UPDATE SET "version" = "room_list_versions"."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_list_rooms" AFTER INSERT OR UPDATE OR DELETE ON "rooms"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "room_list_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_list_room_users" AFTER INSERT OR UPDATE OR DELETE ON "room_users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "room_list_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_list_room_templates" AFTER INSERT OR UPDATE OR DELETE ON "room_templates"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "room_list_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_list_meets_added" AFTER INSERT OR DELETE ON "meets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "room_list_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_list_meets" AFTER UPDATE ON "meets"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."live_room_idx" IS DISTINCT FROM NEW."live_room_idx" OR OLD."meet_code" IS DISTINCT FROM NEW."meet_code"
    OR OLD."meet_title" IS DISTINCT FROM NEW."meet_title" OR OLD."open_user_idx" IS DISTINCT FROM NEW."open_user_idx"
    OR OLD."open_datetime" IS DISTINCT FROM NEW."open_datetime" OR OLD."start_datetime" IS DISTINCT FROM NEW."start_datetime")
  EXECUTE FUNCTION "room_list_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_list_users" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."user_name" IS DISTINCT FROM NEW."user_name" OR OLD."file_idx" IS DISTINCT FROM NEW."file_idx")
  EXECUTE FUNCTION "room_list_changed"();
