import { describe, expect, it } from 'vitest';
import { foldersToOpen, openedFoldersNotice } from './embedded.js';

const modes: Record<string, number> = {
  '/': 0o755,
  '/root': 0o700,
  '/root/app': 0o755,
  '/root/app/node_modules': 0o755,
  '/root/app/node_modules/pg': 0o750,
  '/root/app/.data': 0o700,
  '/srv': 0o755,
  '/srv/data': 0o755,
};
const modeOf = (dir: string) => {
  const mode = modes[dir];
  if (mode === undefined) throw new Error(`no such folder ${dir}`);
  return mode;
};

describe('which folders the postgres user needs opened', () => {
  it('names only the folders on the way to the binaries and the data that lack o+x, outermost first, once each', () => {
    expect(foldersToOpen(['/root/app/.data', '/root/app/node_modules/pg'], modeOf)).toEqual(['/root', '/root/app/.data', '/root/app/node_modules/pg']);
  });

  it('opens nothing when every folder can already be passed through', () => {
    expect(foldersToOpen(['/srv/data'], modeOf)).toEqual([]);
  });

  it('says in one line what it changed and what to do to keep the permissions', () => {
    const line = openedFoldersNotice(['/root', '/root/app/.data']);
    expect(line).not.toContain('\n');
    expect(line).toContain('/root, /root/app/.data');
    expect(line).toContain('o+x');
    expect(line).toContain('DATABASE_URL');
  });
});
