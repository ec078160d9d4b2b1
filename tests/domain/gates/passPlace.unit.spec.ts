// Where the ticket is presented (issue 13): the zone permission of the device's zone, the devices
// it is bound to, the lane's direction and the permission's, and a face-verified ticket type.
import { describe, expect, it } from 'vitest';
import { passMessage } from '../../../domain/gates/passReasons.ts';
import { admits, issued, passGate, refuses, TODAY } from './gateFixtures.ts';

const at = (o: Parameters<typeof passGate>[1]) => passGate(`${TODAY} 10:00`, o);

describe('zone permission and bound devices', () => {
  it('a gate of a zone the ticket does not admit to refuses, naming the zone', () => {
    const elsewhere = at({ device: { zoneId: 12, zoneName: '西门' } });
    refuses([issued()], elsewhere, 'zone_not_permitted', { zoneName: '西门', zoneId: 12 });
  });

  it('a permission listing devices admits at those only; an empty list at every gate of the zone', () => {
    const bound = issued({}, { deviceIDs: [501, 503] });
    const other = at({ device: { id: 504, deviceNo: 'G-IN-4' } });
    refuses([bound], other, 'device_not_bound', { deviceNo: 'G-IN-4' });
    const listed = at({ device: { id: 503 } });
    admits([bound], listed);
  });
});

describe('direction', () => {
  it('an exit asked at an entry lane, or an entry at an exit lane, is sent to the right lane', () => {
    refuses([issued()], at({ direction: 'out', device: { lane: 0 } }), 'wrong_direction', {
      direction: 'out',
    });
    refuses([issued()], at({ direction: 'in', device: { lane: 1 } }), 'wrong_direction', { direction: 'in' });
  });

  it('a permission for entries only refuses an exit at an exit lane; both ways admits both', () => {
    const enterOnly = issued({}, { direction: 1 });
    refuses([enterOnly], at({ direction: 'out' }), 'wrong_direction', { direction: 'in' });
    const out = at({ direction: 'out' });
    admits([issued({}, { direction: 0 })], out);
  });

  it('a permission for exits only refuses an entry and admits an exit; one for entries admits an entry', () => {
    const exitOnly = issued({}, { direction: 2 });
    refuses([exitOnly], at({ direction: 'in' }), 'wrong_direction', { direction: 'out' });
    admits([exitOnly], at({ direction: 'out' }));
    admits([issued({}, { direction: 1 })], at({ direction: 'in' }));
  });

  it('the device says the lane in its own language', () => {
    expect(passMessage('wrong_direction', 'cn', { direction: 'out' })).toBe('请从出口通道通行');
    expect(passMessage('wrong_direction', 'en', { direction: 'in' })).toBe('Please use the entry lane');
    expect(passMessage('wrong_direction', 'es', { direction: 'out' })).toBe('Use el carril de salida');
  });
});

describe('verification category: face', () => {
  it('a face-verified ticket type refuses a code or card at the entry and admits a face', () => {
    refuses([issued()], at({ verificationMode: 1, credentialType: 'qr' }), 'face_required');
    refuses([issued()], at({ verificationMode: 1, credentialType: 'idcard' }), 'face_required');
    const face = at({ verificationMode: 1, credentialType: 'face' });
    admits([issued()], face);
  });

  it('other modes and no category take any credential', () => {
    for (const verificationMode of [null, 0, 2, 3] as const) {
      const code = at({ verificationMode, credentialType: 'qr' });
      admits([issued()], code);
    }
  });
});
