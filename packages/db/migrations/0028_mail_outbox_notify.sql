-- A queued mail wakes the mail workers of every instance when its transaction commits (NOTIFY is delivered at
-- commit). A trigger sends it, once per statement, so a mail can be one part of the statement that makes the
-- change it tells of, with nothing to run after it (ADR 050).
CREATE FUNCTION mail_outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('curio_mail', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_notify AFTER INSERT ON mail_outbox FOR EACH STATEMENT EXECUTE FUNCTION mail_outbox_notify();
