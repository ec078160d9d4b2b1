-- Information release and the signage (spec 001 §2, §3; issue 18): the media uploaded for a scenic
-- area's screens, the elements they show, the performance table, and the data board's settings.
-- Plain master data (audited CRUD), no events. Text limits are the zod schemas'
-- (domain/infoPublish/); the checks hold them here too.

-- An uploaded medium: a picture (jpg / png, at most 1 MB) or a video (mp4 / webm, at most the
-- settings' SIGNAGE_VIDEO_MAX_MB), judged by its bytes and kept in the media folder under the
-- SHA-256 of its bytes. The row says which scenic area may name it.
create table info_publish_media (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  file_name varchar(80) not null check (file_name ~ '^[0-9a-f]{64}\.(jpg|png|mp4|webm)$'),
  size_bytes bigint not null check (size_bytes > 0),
  uploaded_by integer,
  created_at timestamptz not null default now(),
  unique (scenic_area_id, file_name)
);
create index info_publish_media_file on info_publish_media (file_name);

-- What a screen shows: 1 video, 2 picture, 3 title (content) and scrolling note (remark), 4 logo.
create table info_publish_elements (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  data_type smallint not null check (data_type between 1 and 4),
  content varchar(128) not null,
  remark varchar(500) not null default '',
  sort_order smallint not null default 10 check (sort_order between 0 and 999),
  is_enable boolean not null default true,
  created_at timestamptz not null default now(),
  check (data_type = 3 or content ~ '^media/[0-9a-f]{64}\.(jpg|png|mp4|webm)$')
);
create index info_publish_elements_area on info_publish_elements (scenic_area_id, data_type, sort_order, id);

-- The performance table: one row a performance on a local date of the area.
create table info_publish_programs (
  id integer generated always as identity primary key,
  scenic_area_id integer not null references scenic_areas (id),
  program_name varchar(32) not null,
  start_period char(5) not null,
  end_period char(5) not null,
  play_start_time char(5) not null default '00:00',
  play_end_time char(5) not null default '23:59',
  program_address varchar(64) not null default '',
  remark varchar(200) not null default '',
  play_date date not null,
  program_status smallint not null default 1 check (program_status in (0, 1)),
  created_at timestamptz not null default now(),
  check (end_period >= start_period and play_end_time >= play_start_time)
);
create index info_publish_programs_day on info_publish_programs (scenic_area_id, play_date, start_period, id);

-- What the screens of an area show of its live passenger flow.
create table signage_boards (
  id integer generated always as identity primary key,
  scenic_area_id integer not null unique references scenic_areas (id),
  show_today_entries boolean not null default true,
  show_occupancy boolean not null default true,
  is_enable boolean not null default true,
  created_at timestamptz not null default now()
);
