// What the window may sell in a scenic area (GET /api/sell/options), and the live quote of the
// cart (POST /api/sell/quote), each reloaded when what it depends on changes; an answer that
// arrives after a newer request is dropped.

import { useEffect, useState } from 'react';
import type { SaleQuote, SellOptions } from '../../../domain/sales/sale.schema.ts';
import { getSession } from '../auth/session.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { type CartLine, quoteBody } from './cartModel.ts';
import { quoteSale, sellOptions } from './salesApi.ts';

/** The signed-in user's own scenic area (the picker falls back to the first of the scope). */
export const ownScenicArea = (): number | undefined => getSession()?.user.scenicArea?.id ?? undefined;

export type Loaded<T> = { value: T | null; loading: boolean; error: string | null };

export function useSellOptions(scenicAreaID: number | undefined, failed: string): Loaded<SellOptions> {
  const [state, setState] = useState<Loaded<SellOptions>>({ value: null, loading: false, error: null });
  useEffect(() => {
    if (scenicAreaID === undefined) return;
    const abort = new AbortController();
    setState({ value: null, loading: true, error: null });
    sellOptions(scenicAreaID, abort.signal)
      .then((value) => setState({ value, loading: false, error: null }))
      .catch((err: unknown) => {
        if (!abort.signal.aborted) setState({ value: null, loading: false, error: failureText(err, failed) });
      });
    return () => abort.abort();
  }, [scenicAreaID, failed]);
  return state;
}

/** The quote of the cart, asked again 250 ms after the last change. */
export function useLiveQuote(
  scenicAreaID: number | undefined,
  lines: readonly CartLine[],
  failed: string,
): Loaded<SaleQuote> {
  const [state, setState] = useState<Loaded<SaleQuote>>({ value: null, loading: false, error: null });
  const key = JSON.stringify(scenicAreaID === undefined ? null : quoteBody(scenicAreaID, lines));
  useEffect(() => {
    const body = JSON.parse(key) as ReturnType<typeof quoteBody>;
    if (body === null) {
      setState({ value: null, loading: false, error: null });
      return;
    }
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    const timer = setTimeout(() => {
      quoteSale(body, abort.signal)
        .then((value) => setState({ value, loading: false, error: null }))
        .catch((err: unknown) => {
          if (!abort.signal.aborted)
            setState({ value: null, loading: false, error: failureText(err, failed) });
        });
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [key, failed]);
  return state;
}
