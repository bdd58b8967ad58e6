import { describe, expect, it } from 'vitest';
import { createHeardVersions } from './heard-versions.js';

const TIER = ['ticket_tiers:t1', 'events:e1', 'users:h1'];

describe('the facts versions a process holds while it hears no change of their rows', () => {
  const listening = () => {
    const versions = createHeardVersions();
    versions.setListening(true);
    return versions;
  };

  it('holds a version until a notice names one of its rows, its table, or this process writes', () => {
    const versions = listening();
    const hold = () => versions.hold('TICKET_TIER:t1', 'v1', Infinity, TIER, versions.generation());
    hold();
    expect(versions.get('TICKET_TIER:t1', Date.now())).toBe('v1');
    versions.heard('events:e2,e3');
    expect(versions.get('TICKET_TIER:t1', Date.now())).toBe('v1');
    versions.heard('users:h0,h1');
    expect(versions.get('TICKET_TIER:t1', Date.now())).toBeUndefined();
    hold();
    versions.heard('ticket_tiers');
    expect(versions.get('TICKET_TIER:t1', Date.now())).toBeUndefined();
    hold();
    versions.written();
    expect(versions.get('TICKET_TIER:t1', Date.now())).toBeUndefined();
  });

  it('holds a version only until its time tests change', () => {
    const versions = listening();
    versions.hold('TICKET_TIER:t1', 'v1', 1_000, TIER, versions.generation());
    expect(versions.get('TICKET_TIER:t1', 999)).toBe('v1');
    expect(versions.get('TICKET_TIER:t1', 1_000)).toBeUndefined();
  });

  it('holds a version a minute at most, so that a stock move whose notice was lost shows within a minute', () => {
    let nowMs = 5_000;
    const versions = createHeardVersions({ now: () => nowMs });
    versions.setListening(true);
    versions.hold('TICKET_TIER:t1', 'v1', Infinity, TIER, versions.generation());
    nowMs += 59_999;
    expect(versions.get('TICKET_TIER:t1', nowMs)).toBe('v1');
    nowMs += 1;
    expect(versions.get('TICKET_TIER:t1', nowMs)).toBeUndefined();
  });

  it('does not hold a version read before a change was heard, nor while nobody listens', () => {
    const versions = listening();
    const since = versions.generation();
    versions.heard('online_courses:c9');
    versions.hold('TICKET_TIER:t1', 'v1', Infinity, TIER, since);
    expect(versions.get('TICKET_TIER:t1', 0)).toBeUndefined();

    const deaf = createHeardVersions();
    deaf.hold('TICKET_TIER:t1', 'v1', Infinity, TIER, deaf.generation());
    expect(deaf.get('TICKET_TIER:t1', 0)).toBeUndefined();
    versions.hold('TICKET_TIER:t1', 'v1', Infinity, TIER, versions.generation());
    versions.setListening(false);
    expect(versions.get('TICKET_TIER:t1', 0)).toBeUndefined();
  });
});
