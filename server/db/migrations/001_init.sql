-- Every row belongs to one tenant (the club brand); every query filters by it.
-- Times are instants (timestamptz); money is integer cents; VAT rates are percent.

CREATE TABLE clubs (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  name text NOT NULL,
  time_zone text NOT NULL DEFAULT 'Europe/Tallinn',
  booking_window_days int NOT NULL DEFAULT 14,
  cancel_deadline_hours int NOT NULL DEFAULT 2,
  active_bookings_limit int NOT NULL DEFAULT 10,
  same_day_limit int NOT NULL DEFAULT 2,
  same_type_per_day_limit int NOT NULL DEFAULT 1
);
CREATE INDEX clubs_tenant ON clubs (tenant);

CREATE TABLE room_groups (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  club_id int NOT NULL REFERENCES clubs(id),
  name text NOT NULL
);

CREATE TABLE rooms (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  club_id int NOT NULL REFERENCES clubs(id),
  group_id int REFERENCES room_groups(id),
  name text NOT NULL,
  bookable boolean NOT NULL DEFAULT true
);
CREATE INDEX rooms_tenant ON rooms (tenant);

CREATE TABLE units (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  club_id int NOT NULL REFERENCES clubs(id),
  name text NOT NULL
);

CREATE TABLE training_styles (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  name text NOT NULL,
  color text NOT NULL
);

CREATE TABLE room_styles (
  room_id int NOT NULL REFERENCES rooms(id) ON DELETE CASCADE,
  style_id int NOT NULL REFERENCES training_styles(id) ON DELETE CASCADE,
  PRIMARY KEY (room_id, style_id)
);

CREATE TABLE trainers (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  name text NOT NULL,
  phone text,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  username text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL DEFAULT '',
  first_name text NOT NULL,
  last_name text NOT NULL,
  gender text NOT NULL DEFAULT 'female' CHECK (gender IN ('female', 'male')),
  password_hash text NOT NULL,
  client_code text NOT NULL,
  -- SPEC §4 account status: 0 normal, 1 blocked, 2 stopped, 3 bad debt, 4 ended, 5 closed, 6 debt
  status int NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 6),
  is_admin boolean NOT NULL DEFAULT false,
  trainer_id int REFERENCES trainers(id),
  can_see_registrations boolean NOT NULL DEFAULT false,
  can_manage_registrations boolean NOT NULL DEFAULT false,
  needs_update boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant, username),
  UNIQUE (tenant, email),
  UNIQUE (tenant, client_code)
);

CREATE TABLE refresh_tokens (
  id text PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id text NOT NULL,
  keep boolean NOT NULL DEFAULT false,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE trainings (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  club_id int NOT NULL REFERENCES clubs(id),
  name text NOT NULL,
  name_prefix text NOT NULL DEFAULT '',
  room_id int NOT NULL REFERENCES rooms(id),
  unit_id int REFERENCES units(id),
  trainer_id int REFERENCES trainers(id),
  style_id int REFERENCES training_styles(id),
  -- SPEC §3 training types
  training_type text NOT NULL CHECK (training_type IN ('group', 'gym', 'other', 'personal', 'pool')),
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL CHECK (end_at > start_at),
  max_places int NOT NULL CHECK (max_places >= 0),
  is_public boolean NOT NULL DEFAULT true,
  waiting_list_allowed boolean NOT NULL DEFAULT true,
  public_comment text NOT NULL DEFAULT '',
  private_comment text NOT NULL DEFAULT '',
  cancelled_at timestamptz
);
CREATE INDEX trainings_tenant_start ON trainings (tenant, start_at);

CREATE TABLE registrations (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  training_id int NOT NULL REFERENCES trainings(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id),
  -- booked holds a place; waiting is in the queue (ordered by queued_at, id); cancelled is history
  status text NOT NULL CHECK (status IN ('booked', 'waiting', 'cancelled')),
  queued_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  presence boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz
);
CREATE UNIQUE INDEX registrations_one_active ON registrations (training_id, user_id) WHERE status <> 'cancelled';
CREATE INDEX registrations_user ON registrations (tenant, user_id);

CREATE TABLE entry_codes (
  code text NOT NULL,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id),
  name text NOT NULL,
  valid_until date,
  PRIMARY KEY (tenant, code)
);

CREATE TABLE contracts (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id),
  number text NOT NULL,
  package_name text NOT NULL,
  package_price_cents int NOT NULL,
  created_date date NOT NULL,
  end_date date,
  validity text NOT NULL
);

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  user_id int NOT NULL REFERENCES users(id),
  number text NOT NULL,
  invoice_date date NOT NULL,
  due_date date NOT NULL,
  reference_number text NOT NULL,
  payer text NOT NULL,
  client text NOT NULL,
  paid_cents int NOT NULL DEFAULT 0
);

CREATE TABLE invoice_lines (
  id serial PRIMARY KEY,
  invoice_id int NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  article text NOT NULL,
  quantity int NOT NULL,
  price_cents int NOT NULL,
  vat_percent int NOT NULL
);

CREATE TABLE vouchers (
  code text NOT NULL,
  tenant text NOT NULL,
  user_id int REFERENCES users(id),
  name text NOT NULL,
  valid_from date NOT NULL,
  valid_until date NOT NULL,
  uses_total int NOT NULL,
  uses_left int NOT NULL CHECK (uses_left >= 0),
  shareable boolean NOT NULL DEFAULT false,
  -- a public voucher can be claimed by a visitor; claims are recorded here
  is_public boolean NOT NULL DEFAULT false,
  PRIMARY KEY (tenant, code)
);

CREATE TABLE voucher_claims (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  voucher_code text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE tickets (
  code text NOT NULL,
  tenant text NOT NULL,
  name text NOT NULL,
  valid_until timestamptz NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (tenant, code)
);

CREATE TABLE sms_outbox (
  id serial PRIMARY KEY,
  tenant text NOT NULL,
  phone text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE TABLE tenant_settings (
  tenant text PRIMARY KEY,
  page_rules jsonb NOT NULL DEFAULT '{}',
  invoice_config jsonb NOT NULL DEFAULT '{}'
);
