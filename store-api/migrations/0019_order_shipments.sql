-- What the warehouse enters when an order leaves (the buyer sees it in the order, the orders list and the shipped
-- e-mail), and the indexes of the staff orders search: by number (the primary key), and by the customer's company,
-- contact name or e-mail and the order's own e-mail, through trigram indexes (a search for a part of a name).
ALTER TABLE orders
  ADD COLUMN shipping_carrier text,
  ADD COLUMN tracking_number text,
  ADD COLUMN expected_delivery_on date,
  ADD COLUMN shipped_at timestamptz;

CREATE INDEX customers_order_search_trgm_idx ON customers
  USING gin (lower(company_name || ' ' || name || ' ' || email) gin_trgm_ops);
CREATE INDEX orders_email_trgm_idx ON orders USING gin (lower(email) gin_trgm_ops);
