// Write-off at the window (核销, spec 001 §4): per attraction (one pass of a zone), batch (n passes,
// never below zero, never above the maximum) or global (the ticket becomes verified). A command on
// the ticket's stream: the decider judges remaining uses, the append expects the revision it judged,
// so two windows spending the last passes at once cannot both succeed. `seen` (If-Match) refuses a
// stale screen; the request id makes a double click one write-off.
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { versionedDecider } from '../../domain/events/eventCatalog.ts';
import { ticketEvents } from '../../domain/sales/saleEvents.ts';
import { ticketStreamId } from '../../domain/sales/saleNumbers.ts';
import { type TicketState, ticketDecider } from '../../domain/sales/ticket.ts';
import type { WriteOffTicket } from '../../domain/sales/ticketHandling.schema.ts';
import type { OvertimePricing } from '../../domain/sales/ticketPriceDifference.ts';
import type { CommandHandler } from '../handling/commandHandler.ts';

const decider = versionedDecider(ticketDecider, ticketEvents);

export async function writeOffTicket(
  commands: CommandHandler,
  envelope: CommandEnvelope,
  input: WriteOffTicket & { today: string; overtime?: { pricing: OvertimePricing; now: Date } },
  seen?: bigint,
): Promise<{ version: bigint; state: TicketState; replayed: boolean }> {
  const { requestId, ...metadata } = envelopeMetadata(envelope);
  const seller = {
    sellerID: envelope.actor.userId,
    sellerAccount: envelope.actor.account,
    today: input.today,
    window: input.window,
    ...(input.overtime ? { overtime: input.overtime } : {}),
  };
  const result = await commands.handle(
    decider,
    ticketStreamId(input.ticketNo),
    {
      type: 'WriteOffTicket',
      data:
        input.scope === 'global'
          ? { ...seller, scope: 'global' }
          : { ...seller, scope: 'zone', zoneId: input.zoneId, count: input.count },
    },
    {
      // The window shows as the record's device (ticketHistory.ts reads metadata.deviceName).
      metadata: input.window ? { ...metadata, deviceName: input.window } : metadata,
      requestId: String(requestId),
      expectedRevision: seen,
    },
  );
  return { version: result.nextExpectedRevision, state: result.newState, replayed: result.replayed };
}
