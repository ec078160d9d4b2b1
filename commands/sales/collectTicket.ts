// Pickup (取票): a ticket handed over at the window, recorded on the ticket's stream so a gate that
// demands collection can tell. `seen` (If-Match) refuses a stale screen.
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { versionedDecider } from '../../domain/events/eventCatalog.ts';
import { ticketEvents } from '../../domain/sales/saleEvents.ts';
import { ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import { ticketDecider } from '../../domain/sales/ticket.ts';
import type { CommandHandler } from '../handling/commandHandler.ts';

const decider = versionedDecider(ticketDecider, ticketEvents);

export async function collectTicket(
  commands: CommandHandler,
  envelope: CommandEnvelope,
  ticket: { ticketNo: string; today: string },
  seen?: bigint,
): Promise<{ version: bigint }> {
  const { requestId: _fresh, ...metadata } = envelopeMetadata(envelope);
  const result = await commands.handle(
    decider,
    ticketStreamId(ticket.ticketNo),
    { type: 'CollectTicket', data: { today: ticket.today } },
    { metadata, expectedRevision: seen },
  );
  return { version: result.nextExpectedRevision };
}
