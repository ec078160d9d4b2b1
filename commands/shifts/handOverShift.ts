// Hand over a shift (spec 001 §4: "shift handover submits the received amount for settlement and
// creates a handover record"): the shift's facts are read from the event store, the pure decider
// sums them, and ShiftHandedOver is appended to `shift-<sellerId>`; idempotent by request id.
import { type CommandEnvelope, envelopeMetadata } from '../../domain/commandEnvelope.ts';
import type { EventStore } from '../../domain/eventStore.ts';
import { versionedDecider } from '../../domain/events/eventCatalog.ts';
import { shiftDecider } from '../../domain/shifts/shift.ts';
import { type ShiftHandedOver, shiftEvents, shiftStreamId } from '../../domain/shifts/shiftEvents.ts';
import type { CommandHandler } from '../handling/commandHandler.ts';
import { loadShift, readShiftFacts } from './shiftFacts.ts';

const decider = versionedDecider(shiftDecider, shiftEvents);

export interface HandOverDeps {
  store: EventStore;
  commands: CommandHandler;
  /** The seller's display name (users master data). */
  sellerName(sellerId: number): Promise<string>;
}

export async function handOverShift(
  deps: HandOverDeps,
  envelope: CommandEnvelope,
  input: { receivedFen: number },
): Promise<ShiftHandedOver['data']> {
  const { actor } = envelope;
  const state = await loadShift(deps.store, actor.userId);
  const [{ activity, readTo }, name] = await Promise.all([
    readShiftFacts(deps.store, actor.userId, state.countedTo),
    deps.sellerName(actor.userId),
  ]);
  const { requestId, ...metadata } = envelopeMetadata(envelope);
  const result = await deps.commands.handle(
    decider,
    shiftStreamId(actor.userId),
    {
      type: 'HandOverShift',
      data: {
        now: envelope.now,
        seller: { id: actor.userId, account: actor.account, name },
        scenicAreaID: envelope.scenicAreaId,
        receivedFen: input.receivedFen,
        activity,
        readTo,
      },
    },
    { metadata, requestId },
  );
  const handed = result.newEvents.find((e) => e.type === 'ShiftHandedOver');
  return handed?.data as ShiftHandedOver['data'];
}
