-- Mails store-api sends a customer because someone else asked (a password-reset link, "someone tried to register
-- with your e-mail"), counted per kind in a fixed window that one statement takes atomically
-- (services/mail-allowance.ts): however many client addresses ask, one inbox gets only a few an hour.
CREATE TABLE recipient_mail_counts (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('reset_password', 'registration_attempted')),
  sent integer NOT NULL CHECK (sent >= 0),
  window_ends_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, kind)
);
