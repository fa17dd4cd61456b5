-- The outbox says to whom and about what each notice went, so an admin can see what went out
-- even without a gateway. Rows from before keep their phone and text, with an unknown recipient.
ALTER TABLE sms_outbox
  ADD COLUMN recipient text NOT NULL DEFAULT '',
  ADD COLUMN kind text NOT NULL DEFAULT 'message' CHECK (kind IN ('promoted', 'changed', 'cancelled', 'message')),
  -- no foreign key: a notice outlives the class it was about
  ADD COLUMN training_id int;
CREATE INDEX sms_outbox_tenant_created ON sms_outbox (tenant, created_at DESC, id DESC);
