import { describe, expect, it } from 'vitest';
import type { DeviceStatusRow } from '../../../domain/gates/gate.schema.ts';
import { commandOutcome, outcomeKey, settledCommands } from './deviceStatusModel.ts';

const row = (deviceNo: string, lastCommand: DeviceStatusRow['lastCommand']): DeviceStatusRow => ({
  id: 1,
  deviceNo,
  name: deviceNo,
  zoneID: 1,
  zoneName: 'Z',
  moduleType: 0,
  isOnline: true,
  lastSeenAt: null,
  doorMode: 0,
  direction: 0,
  hasSecret: true,
  lastCommand,
});
const command = (commandId: string, ok: boolean | null, name: 'open_door' | 'door_mode' = 'open_door') => ({
  commandId,
  command: name,
  issuedAt: '2026-05-01T02:00:00Z',
  ok,
  message: ok === false ? 'relay stuck' : null,
});

describe('door command outcome', () => {
  it('is none, waiting, ok or failed', () => {
    expect(commandOutcome(null)).toBe('none');
    expect(commandOutcome(command('a', null))).toBe('waiting');
    expect(commandOutcome(command('a', true))).toBe('ok');
    expect(commandOutcome(command('a', false))).toBe('failed');
  });

  it('names the spec’s success and failure notices', () => {
    expect(outcomeKey('open_door', true)).toBe('openDoorOk');
    expect(outcomeKey('open_door', false)).toBe('openDoorFailed');
    expect(outcomeKey('door_mode', true)).toBe('doorModeOk');
    expect(outcomeKey('door_mode', false)).toBe('doorModeFailed');
  });
});

describe('settled commands', () => {
  it('reports only commands sent from here that the device answered', () => {
    const rows = [
      row('G1', command('mine-done', false)),
      row('G2', command('mine-waiting', null)),
      row('G3', command('someone-else', true)),
      row('G4', null),
    ];
    const settled = settledCommands(rows, new Set(['mine-done', 'mine-waiting']));
    expect(settled).toEqual([
      { deviceNo: 'G1', commandId: 'mine-done', key: 'openDoorFailed', ok: false, message: 'relay stuck' },
    ]);
  });

  it('ignores a pending command a newer one replaced', () => {
    expect(settledCommands([row('G1', command('newer', true, 'door_mode'))], new Set(['older']))).toEqual([]);
  });
});
