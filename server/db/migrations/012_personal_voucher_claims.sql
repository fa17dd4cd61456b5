-- A claim of a public (or shared) voucher gives the claimer a personal single-use voucher; the
-- claim row names it. One claim per e-mail and voucher: older rows (before personal codes) may
-- repeat an e-mail, so the rule covers the claims that have a personal code.
ALTER TABLE voucher_claims ADD COLUMN personal_code text;
CREATE UNIQUE INDEX voucher_claims_one_per_email ON voucher_claims (tenant, voucher_code, lower(email)) WHERE personal_code IS NOT NULL;
