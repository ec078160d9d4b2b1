import { describe, expect, it } from 'vitest';
import { carouselImagePath, storedImageOf } from '../../../domain/visitorConfig/imagePath.ts';

describe('storedImageOf: the pictures GET /api/image serves', () => {
  it('reads a carousel path and a ticket photo URL', () => {
    expect(storedImageOf(carouselImagePath(42))).toEqual({ kind: 'carousel', id: 42 });
    expect(storedImageOf('/api/ticketType/photo/7')).toEqual({ kind: 'ticketTypePhoto', id: 7 });
  });

  it.each([
    '../carousel/1',
    'carousel/../1',
    'carousel/1/..',
    '%2e%2e/carousel/1',
    '/carousel/1',
    '/etc/passwd',
    'carousel/0',
    'carousel/01',
    'carousel/1234567890',
    'carousel/1.png',
    'carousel\\1',
    'carousel/1\u0000',
    'api/ticketType/photo/7',
    '/api/ticketType/photo/../7',
    '',
  ])('names nothing with %j', (path) => {
    expect(storedImageOf(path)).toBeNull();
  });
});
