// Print and reprint an order at the window (spec 001 §4, §8): a command on the order stream, so
// every print is in the ticket's history; `seen` (HTTP If-Match) refuses a decision made on a stale
// screen with STALE_VERSION instead of printing twice.
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { versionedDecider } from '../../domain/events/eventCatalog.ts';
import { orderDecider } from '../../domain/sales/order.ts';
import { orderEvents } from '../../domain/sales/saleEvents.ts';
import { orderStreamId } from '../../domain/sales/saleNumbers.ts';
import type { CommandHandler } from '../handling/commandHandler.ts';

const decider = versionedDecider(orderDecider, orderEvents);

export async function printOrder(
  commands: CommandHandler,
  envelope: CommandEnvelope,
  order: { orderNo: string; templateID: number | null; reprint: boolean },
  seen?: bigint,
): Promise<{ version: bigint; ticketNos: string[] }> {
  const { requestId: _fresh, ...metadata } = envelopeMetadata(envelope);
  const result = await commands.handle(
    decider,
    orderStreamId(order.orderNo),
    { type: order.reprint ? 'ReprintOrder' : 'PrintOrder', data: { templateID: order.templateID } },
    { metadata, expectedRevision: seen },
  );
  return { version: result.nextExpectedRevision, ticketNos: result.newState.ticketNos };
}
