// Settle a handed-over shift (spec 001 §3 "settledAmount, operator"): an administrator records what
// was settled; a shift is settled once.
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import { versionedDecider } from '../../domain/events/eventCatalog.ts';
import { shiftDecider } from '../../domain/shifts/shift.ts';
import { shiftEvents, shiftStreamId } from '../../domain/shifts/shiftEvents.ts';
import type { CommandHandler } from '../handling/commandHandler.ts';

const decider = versionedDecider(shiftDecider, shiftEvents);

export async function settleShift(
  commands: CommandHandler,
  envelope: CommandEnvelope,
  input: { sellerID: number; shiftNo: number; settledFen: number },
): Promise<void> {
  const { requestId, ...metadata } = envelopeMetadata(envelope);
  await commands.handle(
    decider,
    shiftStreamId(input.sellerID),
    {
      type: 'SettleShift',
      data: {
        shiftNo: input.shiftNo,
        settledFen: input.settledFen,
        operator: { id: envelope.actor.userId, account: envelope.actor.account },
      },
    },
    { metadata, requestId },
  );
}
