// 会员卡 (ticket-management menu): the membership card types — ticket types of the period and
// privilege kinds — listed, added, edited, enabled and deleted with the ticket-type list and form.

import TicketTypeList from '../ticketTypes/TicketTypeList.tsx';
import { cardEntry } from '../ticketTypes/ticketTypeEntry.ts';

const MEMBERSHIP = cardEntry('membershipCard');

export default function MembershipCardTypesPage() {
  return <TicketTypeList entry={MEMBERSHIP} />;
}
