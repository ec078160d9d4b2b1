// The refund review status (refundCheckStatus −1…3) as a tag in the current language.
import { Tag } from 'antd';
import type { TFunction } from 'i18next';

const COLOURS: Record<string, string> = {
  '-1': 'gold',
  '0': 'processing',
  '1': 'green',
  '2': 'red',
  '3': 'volcano',
};

/** `quiet`: a ticket without refund check shows a dash (lists where most tickets have none). */
export function ReviewStatusTag({
  t,
  status,
  quiet = false,
}: {
  t: TFunction;
  status: number | null;
  quiet?: boolean;
}) {
  if (status === null && quiet) return <span>—</span>;
  const key = status === null ? 'none' : String(status);
  return (
    <Tag color={COLOURS[key] ?? 'default'} data-review-status={key}>
      {t(`refunds.reviewStatus.${key}`)}
    </Tag>
  );
}
