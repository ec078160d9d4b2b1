// The administrators' review queue of agency orders (spec 002 §4; issue 15), shaped like the refund
// review: filters (submitted orders first), the paged list of every agency's orders, approve or
// reject each submitted one with a note.
import { useState } from 'react';
import { AGENCY_ORDER_STATUS } from '../../../domain/agencies/agencyCodes.ts';
import type { AgencyOrderRow } from '../../../domain/agencies/agencyOrder.schema.ts';
import type { Query } from '../api/http.ts';
import { AgencyOrderTable } from './AgencyOrderTable.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import { RejectOrderModal } from './RejectOrderModal.tsx';
import { ReviewActions } from './ReviewActions.tsx';
import { usePagedRows } from './usePagedRows.ts';

const SUBMITTED = AGENCY_ORDER_STATUS.submitted;

export function AgencyReviewList() {
  const [filter, setFilter] = useState<Query>({ status: SUBMITTED });
  const [rejecting, setRejecting] = useState<string | null>(null);
  const list = usePagedRows<AgencyOrderRow>('travelAgency/orders', filter);
  // The queue is a read model that follows the events a moment later: a reviewed order shows its
  // outcome at once instead of waiting for it.
  const [reviewed, setReviewed] = useState(new Map<string, Partial<AgencyOrderRow>>());
  const review = (orderNo: string, change: Partial<AgencyOrderRow>) =>
    setReviewed((m) => new Map(m).set(orderNo, change));
  const rows = list.rows.map((r) => ({ ...r, ...reviewed.get(r.orderNo) }));
  return (
    <>
      <OrderFilters status={SUBMITTED} onSearch={setFilter} />
      <AgencyOrderTable
        showAgency
        rows={rows}
        loading={list.loading}
        pagination={list.pagination}
        testId="review-list"
        actions={(row) =>
          row.orderStatus === SUBMITTED ? (
            <ReviewActions
              row={row}
              onReject={setRejecting}
              onDone={(result) => (result ? review(row.orderNo, result) : void list.reload())}
            />
          ) : null
        }
      />
      <RejectOrderModal
        orderNo={rejecting}
        onClose={(note) => {
          if (note !== null && rejecting)
            review(rejecting, { orderStatus: AGENCY_ORDER_STATUS.rejected, reviewNote: note });
          setRejecting(null);
        }}
      />
    </>
  );
}
