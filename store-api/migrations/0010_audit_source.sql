-- Where each audited change was made: on the staff screens, by the staff member named, or with the admin command
-- (`npm run admin`), which has no staff member. Until now an entry without a staff member was the admin command's.
ALTER TABLE audit_log ADD COLUMN source text;
UPDATE audit_log SET source = CASE WHEN staff_id IS NULL THEN 'command_line' ELSE 'staff' END;
ALTER TABLE audit_log ALTER COLUMN source SET NOT NULL;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_source_check CHECK (source IN ('staff', 'command_line'));
