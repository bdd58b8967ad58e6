// Writes the demo's pictures into src/demo/images (committed): event covers and host avatars as
// small SVG files, so a fresh demo shows pictures without reaching any image site.
// Run again only to change them: node apps/server/scripts/demo-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const out = new URL('../src/demo/images/', import.meta.url);
mkdirSync(out, { recursive: true });

/** Calm pairs of colours around the brand's hues. */
const PALETTES = [
  ['#4f46e5', '#06b6d4'],
  ['#0f766e', '#84cc16'],
  ['#be185d', '#f59e0b'],
  ['#1d4ed8', '#a855f7'],
  ['#b45309', '#ef4444'],
  ['#0369a1', '#22c55e'],
  ['#7c3aed', '#ec4899'],
  ['#334155', '#0ea5e9'],
];

/** A deterministic sequence, so running the script twice writes the same files. */
function random(seed) {
  let state = (seed * 2654435761) % 4294967296;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

function cover(index) {
  const [from, to] = PALETTES[index % PALETTES.length];
  const next = random(index + 1);
  const circles = Array.from({ length: 7 }, () => {
    const r = Math.round(60 + next() * 220);
    return `<circle cx="${Math.round(next() * 1200)}" cy="${Math.round(next() * 630)}" r="${r}" fill="#fff" fill-opacity="${(0.05 + next() * 0.12).toFixed(2)}"/>`;
  }).join('');
  const wave = `<path d="M0 ${470 + Math.round(next() * 60)} C 300 ${380 + Math.round(next() * 80)}, 700 ${560 + Math.round(next() * 60)}, 1200 ${430 + Math.round(next() * 80)} L1200 630 L0 630 Z" fill="#fff" fill-opacity="0.14"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/>${circles}${wave}</svg>\n`;
}

function avatar(index) {
  const [from, to] = PALETTES[(index * 3) % PALETTES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="300" height="300" fill="url(#g)"/><circle cx="150" cy="118" r="54" fill="#fff" fill-opacity="0.9"/><path d="M54 300 C 62 214, 238 214, 246 300 Z" fill="#fff" fill-opacity="0.9"/></svg>\n`;
}

for (let i = 0; i < 8; i++) writeFileSync(new URL(`cover-${i + 1}.svg`, out), cover(i));
for (let i = 0; i < 8; i++) writeFileSync(new URL(`avatar-${i + 1}.svg`, out), avatar(i));

// A one-page PDF for the demo host applications' "Hồ sơ năng lực" (PDF core fonts lack Vietnamese marks).
const text = 'BT /F1 20 Tf 72 760 Td (Ho so nang luc - du lieu mau) Tj 0 -32 Td /F1 12 Tf (Tai lieu minh hoa cho ban demo.) Tj ET';
const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
];
let pdf = '%PDF-1.4\n';
const offsets = objects.map((body, i) => {
  const offset = pdf.length;
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  return offset;
});
const xref = pdf.length;
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
writeFileSync(new URL('ho-so-nang-luc.pdf', out), pdf);
