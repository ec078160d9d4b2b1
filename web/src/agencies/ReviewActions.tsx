// Approve (deducts the credit held and issues the tickets) or reject with a note (releases it) one
// submitted agency order; each button sends its command (STYLE.md: the review-queue shape).
import { App, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgencyOrderRow, ReviewResult } from '../../../domain/agencies/agencyOrder.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { newRequestId } from '../sales/cartModel.ts';
import { approveOrder } from './agencyApi.ts';

interface Props {
  row: AgencyOrderRow;
  onReject: (orderNo: string) => void;
  /** The approval's answer (null when it was refused). */
  onDone: (result: ReviewResult | null) => void;
}

export function ReviewActions({ row, onReject, onDone }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const approve = async () => {
    try {
      onDone(await approveOrder({ requestId: newRequestId(), orderNo: row.orderNo }));
      void message.success(t('agencies.review.approved'), 3);
    } catch (err) {
      void message.error(failureText(err, t('agencies.review.failed')), 5);
      onDone(null);
    }
  };
  return (
    <Space size="small">
      <Popconfirm
        title={t('agencies.review.approveConfirm')}
        okText={t('agencies.common.ok')}
        cancelText={t('agencies.common.cancel')}
        okButtonProps={{ 'data-testid': `review-approve-${row.orderNo}-ok` } as never}
        onConfirm={approve}
      >
        <Typography.Link data-testid={`review-approve-${row.orderNo}`}>
          {t('agencies.review.approve')}
        </Typography.Link>
      </Popconfirm>
      <Typography.Link
        type="danger"
        onClick={() => onReject(row.orderNo)}
        data-testid={`review-reject-${row.orderNo}`}
      >
        {t('agencies.review.reject')}
      </Typography.Link>
    </Space>
  );
}
