/** The refund review queue: one row per ticket submitted for review, its latest submission's state. */
export const REFUND_REVIEW_QUEUE_SCHEMA = `
create table if not exists refund_review_queue (
  ticket_no text primary key,
  order_no text not null,
  scenic_area_id int not null,
  ticket_type_name text not null,
  amount int not null,
  status smallint not null,
  submitter_id int not null,
  submitter_account text not null,
  submitted_at timestamptz not null,
  reviewer_account text,
  reviewed_at timestamptz,
  note text,
  refund_no text
);
create index if not exists refund_review_queue_area on refund_review_queue (scenic_area_id, status, submitted_at desc);
`;
