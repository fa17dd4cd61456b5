-- A child's invoices name the guardian as payer (issue 38; docs/behaviour.md#records-and-local-state has payer and client as different people).
-- user_id stays the client, whose membership the invoice is for; payer_id is the member who pays it and sees it
-- in the app. NULL: the client pays themself, as every invoice before this did.
ALTER TABLE invoices ADD COLUMN payer_id int REFERENCES users(id);
