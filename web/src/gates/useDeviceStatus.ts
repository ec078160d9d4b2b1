// Device status rows of a scenic area, fetched again (at most twice a second) when the area's room
// says `device:changed` (a heartbeat, a device gone offline, a door command answered); only the
// newest answer is shown (api/newestAnswer.ts). Commands sent from this screen are remembered until
// the device answers; then `onSettled` tells the person.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { DEVICE_CHANGED } from '../../../domain/gates/gate.schema.ts';
import { useNewestAnswer } from '../api/newestAnswer.ts';
import { useAreaSocket } from '../api/useAreaSocket.ts';
import { type Settled, settledCommands } from './deviceStatusModel.ts';
import { deviceStatus } from './gatesApi.ts';
import { liveThrottle } from './liveThrottle.ts';
import { LIVE_INTERVAL_MS } from './useHomeStats.ts';

export function useDeviceStatus(scenicAreaID: number | undefined, onSettled: (s: Settled) => void) {
  const pending = useRef(new Set<string>());
  const notify = useRef(onSettled);
  notify.current = onSettled;
  const load = useCallback((signal: AbortSignal) => deviceStatus(scenicAreaID, signal), [scenicAreaID]);
  const { data: rows, error, reload } = useNewestAnswer(load, { clearOnChange: true });

  useEffect(() => {
    if (!rows) return;
    for (const s of settledCommands(rows, pending.current)) {
      pending.current.delete(s.commandId);
      notify.current(s);
    }
  }, [rows]);

  const refetch = useMemo(() => liveThrottle(() => void reload(), LIVE_INTERVAL_MS), [reload]);
  useEffect(() => () => refetch.cancel(), [refetch]);
  const live = useAreaSocket(scenicAreaID, { [DEVICE_CHANGED]: refetch }, refetch);

  /** Remember a command sent from here, and show it waiting at once. */
  const sent = useCallback(
    (commandId: string) => {
      pending.current.add(commandId);
      void reload();
    },
    [reload],
  );
  return { rows, error, live, sent, reload };
}
