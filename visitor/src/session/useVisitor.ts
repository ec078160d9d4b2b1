import { useEffect, useState } from 'react';
import { type VisitorIdentity, visitorIdentity } from './visitorSession.ts';

export type VisitorState =
  | { status: 'loading' }
  | { status: 'ready'; visitor: VisitorIdentity }
  | { status: 'missing' };

/** The visitor's identity for a page: loading, ready, or missing (the spec's openid message). */
export function useVisitor(): VisitorState {
  const [state, setState] = useState<VisitorState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void visitorIdentity().then((visitor) => {
      if (live) setState(visitor ? { status: 'ready', visitor } : { status: 'missing' });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
