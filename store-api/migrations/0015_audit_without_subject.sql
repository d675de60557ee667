-- An audited event about no single record: a failed staff sign-in with an e-mail no member has, an export of the
-- orders a filter matches. Such an entry keeps its subject type and says what it was about in `after`.
ALTER TABLE audit_log ALTER COLUMN subject_id DROP NOT NULL;
