// Device status monitoring without React (issue 13): what became of a device's last door command,
// and which commands sent from this screen the device has now answered (to tell the person once).
import type { DeviceStatusRow } from '../../../domain/gates/gate.schema.ts';

export type CommandOutcome = 'none' | 'waiting' | 'ok' | 'failed';
type LastCommand = DeviceStatusRow['lastCommand'];

export function commandOutcome(last: LastCommand): CommandOutcome {
  if (!last) return 'none';
  if (last.ok === null) return 'waiting';
  return last.ok ? 'ok' : 'failed';
}

/** The `gates.devices.*` key of a settled command's notice (the spec's success / failure messages). */
export function outcomeKey(command: NonNullable<LastCommand>['command'], ok: boolean): string {
  const base = command === 'open_door' ? 'openDoor' : 'doorMode';
  return `${base}${ok ? 'Ok' : 'Failed'}`;
}

export type Settled = {
  deviceNo: string;
  commandId: string;
  key: string;
  ok: boolean;
  message: string | null;
};

/** Commands of `pending` (sent from here) that the rows now show answered. */
export function settledCommands(rows: DeviceStatusRow[], pending: ReadonlySet<string>): Settled[] {
  return rows.flatMap((row) => {
    const last = row.lastCommand;
    if (!last || last.ok === null || !pending.has(last.commandId)) return [];
    return [
      {
        deviceNo: row.deviceNo,
        commandId: last.commandId,
        key: outcomeKey(last.command, last.ok),
        ok: last.ok,
        message: last.message,
      },
    ];
  });
}
