-- Reorder reminders (issue 33 item 7): a buyer who turns them on is e-mailed when a product they order regularly
-- is due again (services/reorder-reminders.ts; the contract's REORDER_REMINDERS says what that means).
ALTER TABLE customers ADD COLUMN reorder_reminders boolean NOT NULL DEFAULT false;

-- One row per product and cycle mailed: a cycle is the product's last order date, so a reminder goes once until
-- the buyer orders it again. The row is written before the mail goes (the claim), and removed if it could not go.
CREATE TABLE reorder_reminders_sent (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  last_ordered_on date NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_id, product_id, last_ordered_on)
);

-- Periodic jobs shared by every store-api process: one claims a run by moving next_run_at forward, so a restart
-- or a second instance does not run the job again before its time.
CREATE TABLE scheduled_jobs (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL DEFAULT now(),
  last_run_at timestamptz
);

-- Keys for links the store signs (a reminder's unsubscribe link), made once here and shared by every instance:
-- 32 bytes from two random UUIDs (122 random bits each).
CREATE TABLE signing_keys (
  name text PRIMARY KEY,
  secret bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO signing_keys (name, secret)
VALUES ('reorder-reminders', decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'));
