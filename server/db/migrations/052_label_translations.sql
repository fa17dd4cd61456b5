-- What a club calls the things it sells (entry cards, contract packages and their validity, invoice
-- articles, vouchers, tickets) in each of its languages. The server answers in the request's language;
-- the stored name itself is the fallback when a club has not translated it.
CREATE TABLE label_translations (
  tenant text NOT NULL,
  label text NOT NULL,
  language text NOT NULL CHECK (language IN ('et', 'en', 'lv')),
  translation text NOT NULL,
  PRIMARY KEY (tenant, label, language)
);
