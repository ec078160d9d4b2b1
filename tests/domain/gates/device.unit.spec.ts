// A gate device's own stream (domain/gates/device.ts): refusals that name no ticket, door commands
// from the back office, and the device's answer to each, counted once however often it is repeated.
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../../../domain/decider.ts';
import { deviceDecider } from '../../../domain/gates/device.ts';
import type { DeviceEvent, DoorCommandIssued, GatePassRefused } from '../../../domain/gates/gateEvents.ts';
import { DeciderSpecification } from '../../../domain/testing/deciderSpec.ts';

const spec = () => DeciderSpecification.for(deviceDecider);
const now = new Date('2026-11-25T02:00:00Z');

const refusal: GatePassRefused['data'] = {
  scenicAreaID: 7,
  deviceId: 3,
  deviceNo: 'G03',
  zoneId: 11,
  direction: 'in',
  credentialType: 'qr',
  requestId: 'r1',
  deviceTime: null,
  temperature: null,
  reason: 'unknown',
  credential: 'XYZ',
  refusedAt: now.toISOString(),
};

const door = (commandId: string): DoorCommandIssued => ({
  type: 'DoorCommandIssued',
  data: {
    commandId,
    deviceId: 3,
    deviceNo: 'G03',
    zoneId: 11,
    scenicAreaID: 7,
    command: 'open_door',
    doorMode: null,
    actorID: 1,
    actorAccount: 'admin',
    issuedAt: now.toISOString(),
  },
});

const ack = (commandId: string, ok = true, message: string | null = null) => ({
  type: 'AcknowledgeDoorCommand' as const,
  data: { commandId, deviceId: 3, ok, message, now },
});
const acknowledged = (commandId: string, ok = true, message: string | null = null): DeviceEvent => ({
  type: 'DoorCommandAcknowledged',
  data: { commandId, deviceId: 3, ok, message, acknowledgedAt: now.toISOString() },
});

describe('gate device: refusals and door commands', () => {
  it('records a refusal that names no ticket as it was judged', () => {
    spec()
      .given([])
      .when({ type: 'RecordRefusal', data: refusal })
      .then([{ type: 'GatePassRefused', data: refusal }]);
  });

  it('issues a door command as the back office asked it', () => {
    spec()
      .given([])
      .when({ type: 'IssueDoorCommand', data: door('c1').data })
      .then([door('c1')]);
  });

  it("records the device's answer to an open command, carried out or not, with its words", () => {
    spec()
      .given([door('c1')])
      .when(ack('c1'))
      .then([acknowledged('c1')]);
    spec()
      .given([door('c1')])
      .when(ack('c1', false, 'jammed'))
      .then([acknowledged('c1', false, 'jammed')]);
  });

  it('a repeated answer to an answered command is no news', () => {
    spec()
      .given([door('c1'), acknowledged('c1')])
      .when(ack('c1'))
      .thenNothingHappened();
  });

  it('an answer to a command never issued is no news', () => {
    spec()
      .given([door('c1')])
      .when(ack('c2'))
      .thenNothingHappened();
  });

  it('answering one command leaves the others awaiting their answer', () => {
    spec()
      .given([door('c1'), door('c2'), acknowledged('c1')])
      .when(ack('c2'))
      .then([acknowledged('c2')]);
  });

  it('the state holds each command and whether it was answered; refusals change nothing', () => {
    const state = foldEvents(deviceDecider, [
      door('c1'),
      { type: 'GatePassRefused', data: refusal },
      door('c2'),
      acknowledged('c2'),
    ]);
    expect([...state.commands]).toEqual([
      ['c1', { acknowledged: false }],
      ['c2', { acknowledged: true }],
    ]);
  });
});
