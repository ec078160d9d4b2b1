// Device status rows of a scenic area, fetched again (at most twice a second) when the area's room
// says `device:changed` (a heartbeat, a device gone offline, a door command answered). Commands
// sent from this screen are remembered until the device answers; then `onSettled` tells the person.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEVICE_CHANGED, type DeviceStatusRow } from '../../../domain/gates/gate.schema.ts';
import { useAreaSocket } from '../api/useAreaSocket.ts';
import { type Settled, settledCommands } from './deviceStatusModel.ts';
import { deviceStatus } from './gatesApi.ts';
import { liveThrottle } from './liveThrottle.ts';
import { LIVE_INTERVAL_MS } from './useHomeStats.ts';

/** socket.io event of the area's room: a device's status or its last command changed (refetch). */

export function useDeviceStatus(scenicAreaID: number | undefined, onSettled: (s: Settled) => void) {
  const [rows, setRows] = useState<DeviceStatusRow[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const pending = useRef(new Set<string>());
  const notify = useRef(onSettled);
  notify.current = onSettled;

  const load = useCallback(async () => {
    try {
      const data = await deviceStatus(scenicAreaID);
      for (const s of settledCommands(data, pending.current)) {
        pending.current.delete(s.commandId);
        notify.current(s);
      }
      setRows(data);
      setError(null);
    } catch (err) {
      setError(err);
    }
  }, [scenicAreaID]);

  useEffect(() => {
    void load();
  }, [load]);

  const refetch = useMemo(() => liveThrottle(() => void load(), LIVE_INTERVAL_MS), [load]);
  useEffect(() => () => refetch.cancel(), [refetch]);
  const live = useAreaSocket(scenicAreaID, { [DEVICE_CHANGED]: refetch }, refetch);

  /** Remember a command sent from here, and show it waiting at once. */
  const sent = useCallback(
    (commandId: string) => {
      pending.current.add(commandId);
      void load();
    },
    [load],
  );
  return { rows, error, live, sent, reload: load };
}
