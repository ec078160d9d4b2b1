// The one event-store contract (DESIGN.md §4) that every adapter must pass. An adapter's spec file
// calls `eventStoreContract(name, setup)`; the store is shared by the tests of that file, so each
// test writes to streams (and event types) of its own and reads `$all` through filters or from
// positions it captured first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../../domain/eventStore.ts';
import { appendContract } from './eventStoreContract.append.ts';
import { inputContract } from './eventStoreContract.input.ts';
import { multiAppendContract } from './eventStoreContract.multiAppend.ts';
import { readContract } from './eventStoreContract.read.ts';
import { subscribeContract } from './eventStoreContract.subscribe.ts';

export interface ContractSubject {
  store: EventStore;
  teardown(): Promise<void>;
}

export function eventStoreContract(name: string, setup: () => Promise<ContractSubject>): void {
  describe(`event store contract: ${name}`, () => {
    let subject: ContractSubject | undefined;
    const store = (): EventStore => {
      if (subject === undefined) throw new Error(`the ${name} event store was not set up`);
      return subject.store;
    };

    beforeAll(async () => {
      subject = await setup();
    });
    afterAll(async () => {
      await subject?.teardown();
    });

    describe('ping', () => {
      it('answers true while the store is up', async () => {
        expect(await store().ping()).toBe(true);
      });
    });
    appendContract(store);
    readContract(store);
    inputContract(store);
    subscribeContract(store);
    multiAppendContract(store);
  });
}
