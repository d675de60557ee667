-- What an order's Idempotency-Key was first used for: the SHA-256 of the normalized request (addresses, note and
-- the cart lines the order was built from). The same key with a different request is refused, not answered
-- with the first order. Orders placed before this column have none and replay as before.
ALTER TABLE orders ADD COLUMN idempotency_fingerprint text;
