// Media for the signage browser test, made on the spot and kept tiny: pictures drawn as PNG bytes,
// and a real WebM video recorded by the browser itself (a canvas animation through MediaRecorder:
// no video file is shipped, none is fetched).

import type { Page } from 'playwright-core';
import { png } from '../../../api/src/visitorConfig/demoPictures.ts';

/** A 640 × 360 picture: two bands of the given colours. */
export const bandPicture = (top: [number, number, number], bottom: [number, number, number]) =>
  png(640, 360, (_, y) => (y < 180 ? top : bottom));

/** A WebM of about `ms` milliseconds of a numbered, colour-changing 320 × 180 canvas. */
export async function recordWebm(page: Page, ms = 1500): Promise<Buffer> {
  const base64 = await page.evaluate(async (duration) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d')!;
    let frame = 0;
    const paint = () => {
      ctx.fillStyle = `hsl(${(frame * 12) % 360}, 70%, 45%)`;
      ctx.fillRect(0, 0, 320, 180);
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 72px sans-serif';
      ctx.fillText(String(frame++), 24, 120);
    };
    paint();
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    const timer = setInterval(paint, 40);
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, duration));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  }, ms);
  return Buffer.from(base64, 'base64');
}
