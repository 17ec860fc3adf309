// The tests' image host: https://img.example.test/<n>.png answered in the browser with a generated
// PNG (no network here), so tiles and previews show real pictures.
import type { BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';

const COLOURS = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#d35400', '#16a085', '#2c3e50'];

async function png(index: number): Promise<Buffer> {
  const a = COLOURS[index % COLOURS.length]!;
  const b = COLOURS[(index + 3) % COLOURS.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="280">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="480" height="280" fill="url(#g)"/><circle cx="360" cy="90" r="46" fill="#ffffff55"/>
    <path d="M0 280 L140 150 L230 230 L320 170 L480 280 Z" fill="#00000033"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function serveFakeImages(target: Page | BrowserContext): Promise<void> {
  await target.route('https://img.example.test/**', async (route) => {
    const n = Number(/(\d+)\.png/.exec(route.request().url())?.[1] ?? '0');
    await route.fulfill({ status: 200, contentType: 'image/png', body: await png(n) });
  });
}

export const fakeImageUrl = (n: number) => `https://img.example.test/${n}.png`;
