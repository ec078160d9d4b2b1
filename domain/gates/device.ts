// A gate device's own stream `gatedevice-<id>` (issue 13): refusals that name no ticket, and door
// commands from the back office with the device's acknowledgement. Pure: times come in the command.
import type { Decider } from '../decider.ts';
import type { DeviceEvent, DoorCommandIssued, GatePassRefused } from './gateEvents.ts';

export interface DeviceState {
  /** Door commands issued and whether the device has answered each. */
  commands: ReadonlyMap<string, { acknowledged: boolean }>;
}

export type DeviceCommand =
  | { type: 'RecordRefusal'; data: GatePassRefused['data'] }
  | { type: 'IssueDoorCommand'; data: DoorCommandIssued['data'] }
  | {
      type: 'AcknowledgeDoorCommand';
      data: { commandId: string; deviceId: number; ok: boolean; message: string | null; now: Date };
    };

export const initialDeviceState = (): DeviceState => ({ commands: new Map() });

export function evolveDevice(state: DeviceState, event: DeviceEvent): DeviceState {
  switch (event.type) {
    case 'GatePassRefused':
      return state;
    case 'DoorCommandIssued':
      return { commands: new Map(state.commands).set(event.data.commandId, { acknowledged: false }) };
    case 'DoorCommandAcknowledged':
      return { commands: new Map(state.commands).set(event.data.commandId, { acknowledged: true }) };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export function decideDevice(command: DeviceCommand, state: DeviceState): DeviceEvent[] {
  switch (command.type) {
    case 'RecordRefusal':
      return [{ type: 'GatePassRefused', data: command.data }];
    case 'IssueDoorCommand':
      return [{ type: 'DoorCommandIssued', data: command.data }];
    case 'AcknowledgeDoorCommand': {
      // A device repeats its acks until a heartbeat answer arrives: an unknown or answered command is no news.
      const { commandId, deviceId, ok, message, now } = command.data;
      if (state.commands.get(commandId)?.acknowledged !== false) return [];
      return [
        {
          type: 'DoorCommandAcknowledged',
          data: { commandId, deviceId, ok, message, acknowledgedAt: now.toISOString() },
        },
      ];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const deviceDecider: Decider<DeviceState, DeviceCommand, DeviceEvent> = {
  decide: decideDevice,
  evolve: evolveDevice,
  initialState: initialDeviceState,
};
