import { describe, expect, it } from 'vitest';
import { newestOnly } from './newestAnswer.ts';

/**
 * An asker whose answers the test hands back one by one, in the order it chooses; `shown` lists
 * what reached the screen (an answer, or `failed: <message>`).
 */
function heldAsker() {
  const asks: { signal: AbortSignal; answer(v: string): void; fail(e: unknown): void }[] = [];
  const shown: string[] = [];
  const asker = newestOnly(
    (signal) => new Promise<string>((answer, fail) => asks.push({ signal, answer, fail })),
    (v) => shown.push(v),
    (e) => shown.push(`failed: ${(e as Error).message}`),
  );
  const held = (i: number) => {
    const ask = asks[i];
    if (!ask) throw new Error(`ask ${i} was not made`);
    return ask;
  };
  return { asker, held, shown };
}

describe('newestOnly', () => {
  it('shows the newer answer even when the older one arrives after it', async () => {
    const { asker, held, shown } = heldAsker();
    const first = asker.ask();
    const second = asker.ask();
    held(1).answer('after the change');
    await second;
    held(0).answer('before the change');
    await first;
    expect(shown).toEqual(['after the change']);
    expect(held(0).signal.aborted).toBe(true);
    expect(held(1).signal.aborted).toBe(false);
  });

  it("drops an older ask's failure and shows the newest one's", async () => {
    const { asker, held, shown } = heldAsker();
    const asked = [asker.ask(), asker.ask()];
    held(0).fail(new Error('old'));
    held(1).fail(new Error('new'));
    await Promise.all(asked);
    expect(shown).toEqual(['failed: new']);
  });

  it('shows nothing once stopped', async () => {
    const { asker, held, shown } = heldAsker();
    const pending = asker.ask();
    asker.stop();
    held(0).answer('late');
    await pending;
    expect(shown).toEqual([]);
    expect(held(0).signal.aborted).toBe(true);
  });

  it('shows each answer of asks made one after the other', async () => {
    const { asker, held, shown } = heldAsker();
    for (const [i, value] of ['one', 'two'].entries()) {
      const asked = asker.ask();
      held(i).answer(value);
      await asked;
    }
    expect(shown).toEqual(['one', 'two']);
  });
});
