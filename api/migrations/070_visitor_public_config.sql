-- What the visitor pages show of a scenic area (spec 002 §3 "Public config", "Carousel item"): one
-- public config per scenic area and the carousel's pictures. Plain master data (audited CRUD), no
-- events. Text limits are the zod schemas' (domain/visitorConfig/); the checks hold them here too.

create table public_configs (
  id integer generated always as identity primary key,
  scenic_area_id integer not null unique references scenic_areas (id),
  scenic_introduction varchar(2000) not null default '',
  scenic_address varchar(64) not null default '',
  -- booking notice (dueToThat) and refund notice (backToThat)
  due_to_that varchar(1000) not null default '',
  back_to_that varchar(1000) not null default '',
  -- the spec's pick-up address field, shown to visitors as the opening time
  take_ticket_address varchar(64) not null default '',
  -- contact and usage information
  directions_for_use varchar(500) not null default '',
  service_tel varchar(20) not null default '',
  created_at timestamptz not null default now()
);

-- An uploaded carousel picture (jpg or png, at most 1 MB, judged by its bytes). It never changes, so
-- it is served with a long cache life; a carousel item names it as `carousel/<id>`.
create table carousel_images (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  bytes bytea not null check (octet_length(bytes) <= 1048576),
  uploaded_by integer,
  created_at timestamptz not null default now(),
  unique (id, scenic_area_id)
);

-- A picture in a scenic area's carousel: shown when enabled, in sort order. The picture must have
-- been uploaded for the same scenic area (the key on image_id, derived from image_path).
create table carousel_items (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  image_path varchar(32) not null check (image_path ~ '^carousel/[1-9][0-9]{0,8}$'),
  image_id integer generated always as (substr(image_path, 10)::integer) stored,
  sort_order smallint not null default 0 check (sort_order between 0 and 999),
  is_enable boolean not null default true,
  created_at timestamptz not null default now(),
  foreign key (image_id, scenic_area_id) references carousel_images (id, scenic_area_id)
);
create index carousel_items_area_order on carousel_items (scenic_area_id, sort_order, id);
create index carousel_items_image on carousel_items (image_id);
