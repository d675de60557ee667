-- Login throttling counts each attempt before its password is checked, in counters one statement can take
-- atomically (services/throttle.ts), instead of failures recorded after the check (a burst slipped through).
DROP TABLE login_failures;

-- One counter per window and scope: 'account' (email, ip = ''), 'address' (email = '', ip) and
-- 'pair' (the account at one address).
CREATE TABLE login_attempts (
  scope text NOT NULL CHECK (scope IN ('account', 'address', 'pair')),
  email text NOT NULL,
  ip text NOT NULL,
  failures integer NOT NULL CHECK (failures >= 0),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (scope, email, ip)
);
CREATE INDEX login_attempts_expires_idx ON login_attempts (expires_at);
