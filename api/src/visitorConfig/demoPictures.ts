// The demo carousel's pictures, drawn here rather than shipped: three small landscapes (dawn over a
// lake, green hills, a moonlit ridge) as PNG files, written with zlib alone (8-bit RGB, no filter).
import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];
type Painter = (x: number, y: number) => Rgb;

export const DEMO_WIDTH = 750;
export const DEMO_HEIGHT = 320;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG of `width` × `height` pixels coloured by `paint`. */
export function png(width: number, height: number, paint: Painter): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x++) raw.set(paint(x, y).map(Math.round), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * t) as Rgb;
const clamp = (t: number) => Math.min(1, Math.max(0, t));
/** A ridge line: the height of the land above the picture's bottom at x. */
const ridge = (x: number, base: number, waves: [amp: number, freq: number, phase: number][]) =>
  base + waves.reduce((h, [a, f, p]) => h + a * Math.sin(x * f + p), 0);

const dawnLake: Painter = (x, y) => {
  const h = DEMO_HEIGHT;
  const horizon = h * 0.68;
  const far =
    h -
    ridge(x, 150, [
      [22, 0.011, 1],
      [9, 0.037, 2],
    ]);
  const near =
    h -
    ridge(x, 118, [
      [28, 0.007, 4],
      [7, 0.05, 0.5],
    ]);
  if (y > horizon) {
    const mirrored = 2 * horizon - y; // the lake mirrors the sky, darker and bluer
    const above = dawnLake(x, Math.max(0, mirrored));
    return mix(above, [40, 70, 110], 0.45 + 0.1 * Math.sin(y * 0.9));
  }
  if (y > near) return mix([46, 78, 66], [30, 52, 48], (y - near) / 60);
  if (y > far) return mix([92, 110, 130], [70, 90, 112], (y - far) / 60);
  const sun = Math.hypot(x - 520, y - 150);
  if (sun < 34) return [255, 236, 190];
  const sky = mix([250, 170, 120], [120, 160, 220], clamp(1 - y / horizon));
  return mix([255, 220, 160], sky, clamp((sun - 34) / 120));
};

const greenHills: Painter = (x, y) => {
  const h = DEMO_HEIGHT;
  const back =
    h -
    ridge(x, 140, [
      [30, 0.006, 0.3],
      [12, 0.021, 1.7],
    ]);
  const front =
    h -
    ridge(x, 90, [
      [26, 0.009, 2.4],
      [10, 0.03, 0.2],
    ]);
  if (y > front) return mix([96, 170, 72], [58, 120, 46], (y - front) / 90);
  if (y > back) return mix([130, 190, 110], [88, 150, 90], (y - back) / 80);
  const cloud =
    Math.hypot((x - 180) / 2.2, y - 70) < 26 ||
    Math.hypot((x - 230) / 2.4, y - 60) < 22 ||
    Math.hypot((x - 560) / 2.6, y - 95) < 20;
  if (cloud) return [250, 252, 255];
  return mix([70, 150, 230], [180, 220, 250], y / back);
};

const moonRidge: Painter = (x, y) => {
  const h = DEMO_HEIGHT;
  const line =
    h -
    ridge(x, 130, [
      [40, 0.008, 1.2],
      [15, 0.025, 3],
      [5, 0.09, 0],
    ]);
  if (y > line) return mix([24, 30, 52], [12, 16, 30], (y - line) / 120);
  const moon = Math.hypot(x - 600, y - 80);
  if (moon < 28) return [246, 240, 210];
  const star = ((Math.imul(x, 73856093) ^ Math.imul(y, 19349663)) >>> 0) % 1000 < 2;
  const sky = mix([14, 24, 60], [52, 70, 120], y / line);
  return star ? [230, 230, 255] : mix([120, 120, 150], sky, clamp((moon - 28) / 60));
};

let drawn: Buffer[] | undefined;

/**
 * The demo carousel: three pictures in carousel order. Drawn once per process (about half a second)
 * and shared by the seeds that show them (the visitor carousel and the signage).
 */
export function demoCarouselPictures(): Buffer[] {
  drawn ??= [dawnLake, greenHills, moonRidge].map((paint) => png(DEMO_WIDTH, DEMO_HEIGHT, paint));
  return drawn;
}
