// The back office's socket.io connection for one scenic area (issues 12, 13): joins the area's room
// and hands each listened event's payload to its handler. Handlers may change on every render; the
// connection is made again only when the area or the set of event names changes.
import { useEffect, useRef, useState } from 'react';
import { io } from 'socket.io-client';
import { getToken } from '../auth/session.ts';

export type SocketHandlers = Record<string, (payload: unknown) => void>;

/**
 * Connects to `scenicAreaID`'s room: `onJoined(true)` each time the room is joined (again after a
 * reconnect), `onJoined(false)` when refused or disconnected. Answers the function that closes it.
 */
export function openAreaSocket(
  scenicAreaID: number,
  handlers: SocketHandlers,
  onJoined: (joined: boolean) => void,
): () => void {
  const socket = io({ transports: ['websocket'], auth: { token: getToken() ?? '' } });
  socket.on('connect', () => {
    socket.emit('join', String(scenicAreaID), (ack: { ok: boolean }) => onJoined(ack.ok));
  });
  socket.on('disconnect', () => onJoined(false));
  for (const [event, handler] of Object.entries(handlers)) socket.on(event, handler);
  return () => {
    socket.disconnect();
  };
}

/**
 * Whether the room was joined (false while connecting, refused or offline). `onJoined` runs each time
 * it is joined: a change pushed before that (between the screen's first load and the join, or while
 * offline) never reaches this socket, so the screen asks again.
 */
export function useAreaSocket(
  scenicAreaID: number | undefined,
  handlers: SocketHandlers,
  onJoined?: () => void,
): boolean {
  const [connected, setConnected] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;
  const joinedHandler = useRef(onJoined);
  joinedHandler.current = onJoined;
  const events = Object.keys(handlers).sort().join(',');
  useEffect(() => {
    if (scenicAreaID === undefined) return;
    const names = events.split(',').filter(Boolean);
    const forwarded = Object.fromEntries(
      names.map((event) => [event, (payload: unknown) => latest.current[event]?.(payload)]),
    );
    const close = openAreaSocket(scenicAreaID, forwarded, (joined) => {
      setConnected(joined);
      if (joined) joinedHandler.current?.();
    });
    return () => {
      close();
      setConnected(false);
    };
  }, [scenicAreaID, events]);
  return connected;
}
