// A screen's data: loaded at once, again every `refreshMs` (spec 001 §9: 60 s), and again the moment
// the server says this area's signage changed (socket.io, the signage namespace: no sign-in, one
// notice). A failed load is logged and the screen keeps what it shows.
import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { SIGNAGE_CHANGED, SIGNAGE_NAMESPACE } from '../../../domain/infoPublish/signage.schema.ts';
import type { ScreenOptions } from './screenOptions.ts';
import { loadSignage, type SignageData } from './signageApi.ts';

export function useSignageData(options: ScreenOptions): SignageData | null {
  const { areaId, preview, refreshMs } = options;
  const [data, setData] = useState<SignageData | null>(null);
  useEffect(() => {
    if (areaId === null) return;
    let stopped = false;
    let latest = 0;
    const load = async () => {
      const asked = ++latest;
      try {
        const loaded = await loadSignage(areaId, preview);
        if (!stopped && asked === latest) setData(loaded);
      } catch (error) {
        console.warn('signage: could not load', error);
      }
    };
    void load();
    const timer = setInterval(() => void load(), refreshMs);
    const socket = io(SIGNAGE_NAMESPACE, { transports: ['websocket'] });
    socket.on('connect', () => {
      socket.emit('join', String(areaId));
      void load(); // after a reconnection, whatever changed meanwhile
    });
    socket.on(SIGNAGE_CHANGED, () => void load());
    return () => {
      stopped = true;
      clearInterval(timer);
      socket.disconnect();
    };
  }, [areaId, preview, refreshMs]);
  return data;
}
