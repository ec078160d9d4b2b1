// Refund review (退票审核, refundReview), the react-admin review-queue shape of STYLE.md built with
// antd: filters, a paged list of submissions (status, submit time, amount, submitter), approve or
// reject each one with a note, approve a selection at once. Each button sends a command.
import { App, Card, Form, Space, Table, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type {
  RefundAnswer,
  ReviewQueueFilter,
  ReviewQueueRow,
} from '../../../domain/refunds/refund.schema.ts';
import { REFUND_REVIEW } from '../../../domain/refunds/refundCodes.ts';
import { useAreaTime } from '../i18n/timeText.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { recordPath } from '../sales/recordModel.ts';
import { money } from '../sales/saleLabels.ts';
import { ownScenicArea } from '../sales/useSellOptions.ts';
import { ApproveRefundButton } from './ApproveRefundButton.tsx';
import { RejectRefundModal } from './RejectRefundModal.tsx';
import { filterOf, ReviewFilters, type ReviewFilterValues } from './ReviewFilters.tsx';
import { reviewQueue } from './refundsApi.ts';
import { ReviewStatusTag } from './reviewLabels.tsx';
import { SelectionTheme } from './SelectionTheme.tsx';

export default function RefundReviewList() {
  const { t } = useTranslation();
  const time = useAreaTime();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<ReviewFilterValues>();
  const [filter, setFilter] = useState<Partial<ReviewQueueFilter>>({ status: REFUND_REVIEW.underReview });
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [rows, setRows] = useState<[ReviewQueueRow[], number]>([[], 0]);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const area = ownScenicArea() ?? 0;

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows(await reviewQueue({ ...filter, pageNumber: page.current, pageItems: page.pageSize }));
    } catch (err) {
      void message.error(failureText(err, t('sales.common.loadFailed')), 5);
    } finally {
      setLoading(false);
    }
  }, [filter, page, message, t]);

  useEffect(() => {
    void load();
  }, [load]);

  // The queue is a read model that follows the events a moment later: the rows a command just
  // changed show its outcome at once instead of waiting for it.
  const patch = (changes: Map<string, Partial<ReviewQueueRow>>) => {
    setSelected([]);
    setRows(([list, total]) => [list.map((r) => ({ ...r, ...changes.get(r.ticketNo) })), total]);
  };
  const approved = (answer: RefundAnswer | null) => {
    if (!answer) return void load();
    const changes = new Map<string, Partial<ReviewQueueRow>>();
    for (const r of answer.refunds)
      for (const no of r.ticketNos) changes.set(no, { status: REFUND_REVIEW.reviewed, refundNo: r.refundNo });
    for (const f of answer.failed) changes.set(f.ticketNo, { status: REFUND_REVIEW.failed, note: f.reason });
    patch(changes);
  };
  const areaOf = (ticketNo: string) => rows[0].find((r) => r.ticketNo === ticketNo)?.scenicAreaID ?? area;
  const link = (no: string) => (
    <Typography.Link onClick={() => navigate(recordPath(no))} style={{ whiteSpace: 'nowrap' }}>
      {no}
    </Typography.Link>
  );

  return (
    <Card data-testid="refund-review" title={t('refunds.review.title')}>
      <ReviewFilters
        form={form}
        onSearch={(values) => {
          setFilter(filterOf(values));
          setPage((p) => ({ ...p, current: 1 }));
        }}
      />
      <Space style={{ marginBottom: 12 }}>
        <ApproveRefundButton
          batch
          scenicAreaID={selected[0] ? areaOf(selected[0]) : area}
          ticketNos={selected}
          onDone={approved}
          testId="review-batch-approve"
        />
      </Space>
      <SelectionTheme>
        <Table<ReviewQueueRow>
          rowKey="ticketNo"
          size="middle"
          loading={loading}
          dataSource={rows[0]}
          scroll={{ x: 'max-content' }}
          data-testid="review-list"
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys as string[]),
            getCheckboxProps: (r) => ({ disabled: r.status !== REFUND_REVIEW.underReview }),
          }}
          pagination={{
            ...page,
            total: rows[1],
            showSizeChanger: true,
            onChange: (current, pageSize) => setPage({ current, pageSize }),
          }}
          columns={[
            { title: t('sales.common.ticketNo'), dataIndex: 'ticketNo', render: link },
            { title: t('sales.common.orderNo'), dataIndex: 'orderNo', render: link },
            { title: t('sales.common.ticketType'), dataIndex: 'ticketTypeName' },
            { title: t('sales.common.amount'), dataIndex: 'amount', align: 'right', render: money },
            {
              title: t('refunds.review.status'),
              dataIndex: 'status',
              render: (s: number) => <ReviewStatusTag t={t} status={s} />,
            },
            { title: t('refunds.review.submitter'), dataIndex: 'submitterAccount' },
            {
              title: t('refunds.review.submittedAt'),
              dataIndex: 'submittedAt',
              render: (v: string, r) => time(v, r.scenicAreaID),
            },
            {
              title: t('refunds.review.actions'),
              key: 'actions',
              render: (_, r) =>
                r.status === REFUND_REVIEW.underReview ? (
                  <Space size={0}>
                    <ApproveRefundButton
                      scenicAreaID={r.scenicAreaID}
                      ticketNos={[r.ticketNo]}
                      onDone={approved}
                      testId={`review-approve-${r.ticketNo}`}
                    />
                    <Typography.Link
                      type="danger"
                      onClick={() => setRejecting([r.ticketNo])}
                      data-testid={`review-reject-${r.ticketNo}`}
                    >
                      {t('refunds.review.reject')}
                    </Typography.Link>
                  </Space>
                ) : null,
            },
            { title: t('refunds.review.reviewer'), dataIndex: 'reviewerAccount', render: (v) => v ?? '—' },
            { title: t('refunds.review.note'), dataIndex: 'note', render: (v) => v ?? '—' },
            { title: t('refunds.review.refundNo'), dataIndex: 'refundNo', render: (v) => v ?? '—' },
          ]}
        />
      </SelectionTheme>
      <RejectRefundModal
        scenicAreaID={rejecting?.[0] ? areaOf(rejecting[0]) : area}
        ticketNos={rejecting}
        onClose={(note) => {
          if (note !== null && rejecting)
            patch(new Map(rejecting.map((no) => [no, { status: REFUND_REVIEW.rejected, note }])));
          setRejecting(null);
        }}
      />
    </Card>
  );
}
