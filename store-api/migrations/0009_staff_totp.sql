-- Staff's second factor (RFC 6238 TOTP), the store's settings (one row, whose first is whether every staff member
-- must use it), and deactivated staff accounts.

-- The base32 secret: pending from the start of enrolment, in use once totp_enabled_at is set.
ALTER TABLE staff ADD COLUMN totp_secret text;
ALTER TABLE staff ADD COLUMN totp_enabled_at timestamptz;
-- The time step of the last code accepted: no code of that step or an earlier one is accepted again (replay).
ALTER TABLE staff ADD COLUMN totp_last_step bigint;

-- A deactivated member cannot sign in, and their sessions and password links ended when they were deactivated.
ALTER TABLE staff ADD COLUMN deactivated_at timestamptz;

CREATE TABLE store_settings (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  staff_totp_required boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO store_settings (id) VALUES (1);

-- Audit entries about staff members and about the store's settings (subject_id 1, its one row).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_subject_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_subject_type_check
  CHECK (subject_type IN ('customer', 'order', 'registration', 'product', 'staff', 'settings'));
