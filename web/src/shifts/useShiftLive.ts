// Live refresh (issue 12): the back office's socket.io connection joins the scenic area's room and
// calls `onChange` when the shift read models committed a change of `sellerID` (or of anyone, for
// `sellerID` undefined: the administrators' records).
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { getToken } from '../auth/session.ts';

export function useShiftLive(
  scenicAreaID: number | undefined,
  sellerID: number | undefined,
  onChange: () => void,
): boolean {
  const [connected, setConnected] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (scenicAreaID === undefined) return;
    const socket = io({ transports: ['websocket'], auth: { token: getToken() ?? '' } });
    socket.on('connect', () => {
      socket.emit('join', String(scenicAreaID), (ack: { ok: boolean }) => setConnected(ack.ok));
    });
    socket.on('disconnect', () => setConnected(false));
    socket.on('shift:changed', (payload: { sellerID: number }) => {
      if (sellerID === undefined || payload.sellerID === sellerID) latest.current();
    });
    return () => {
      socket.disconnect();
    };
  }, [scenicAreaID, sellerID]);
  return connected;
}
