import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the demo's files go: the uploads service, so they are served like any upload. */
export interface DemoFiles {
  store(input: { folder: string; fileName: string; contentType: string; bytes: Uint8Array }): Promise<string>;
}

/** URLs of the demo's pictures and documents once stored on this server (or its bucket). */
export interface DemoImages {
  covers: readonly string[];
  avatars: readonly string[];
  document: string;
}

const COVERS = 8;
const AVATARS = 8;

/**
 * The files beside this module in development and tests; beside the sources when running the
 * bundle (dist/main.js), which does not copy them.
 */
export function demoDirectory(name: 'images' | 'media'): string {
  const candidates = [new URL(`./${name}/`, import.meta.url), new URL(`../src/demo/${name}/`, import.meta.url)].map((u) => fileURLToPath(u));
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`demo ${name} not found in ${candidates.join(' or ')}`);
  return found;
}

/** Copies the shipped pictures into storage once, on the first start, so the demo works offline. */
export async function storeDemoImages(files: DemoFiles): Promise<DemoImages> {
  const dir = demoDirectory('images');
  const store = (fileName: string, contentType: string) => files.store({ folder: 'demo', fileName, contentType, bytes: readFileSync(`${dir}/${fileName}`) });
  const covers: string[] = [];
  for (let i = 1; i <= COVERS; i++) covers.push(await store(`cover-${i}.svg`, 'image/svg+xml'));
  const avatars: string[] = [];
  for (let i = 1; i <= AVATARS; i++) avatars.push(await store(`avatar-${i}.svg`, 'image/svg+xml'));
  return { covers, avatars, document: await store('ho-so-nang-luc.pdf', 'application/pdf') };
}
