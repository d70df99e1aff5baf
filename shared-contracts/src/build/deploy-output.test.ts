import { recordBuild } from './deploy-output';
import { isContentHashed } from './hashed-files';

const DAY = 24 * 60 * 60 * 1000;
const build = (tag: string) => [`remoteEntry.js`, `mf-manifest.json`, `main.${tag}.js`, `main.${tag}.js.br`, `shared.0000aaaa.js`];

describe('keep-and-prune deploys', () => {
  it('recognises content-hashed names only', () => {
    expect(isContentHashed('__federation_expose_Dashboard.4d3aa66f.js')).toBe(true);
    expect(isContentHashed('assets/121.e4c3044b.js.map')).toBe(true);
    expect(isContentHashed('121.e4c3044b.js.br')).toBe(true);
    expect(isContentHashed('remoteEntry.js')).toBe(false);
    expect(isContentHashed('mf-manifest.json')).toBe(false);
    expect(isContentHashed('main.123.js')).toBe(false);
    expect(isContentHashed('favicon.svg')).toBe(false);
  });

  it('keeps the last three builds and any younger than a day, then prunes older hashed files only', () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    let record = { builds: [] as { at: string; files: string[] }[] };
    const pruned: string[][] = [];
    ['aaaa0001', 'aaaa0002', 'aaaa0003', 'aaaa0004'].forEach((tag, i) => {
      const next = recordBuild(record, build(tag), start + i * 2 * DAY, 3, DAY);
      record = next.record;
      pruned.push(next.prune);
    });
    expect(pruned.slice(0, 3)).toEqual([[], [], []]);
    // The fourth build drops the first: its own chunk goes, shared and fixed-name files stay.
    expect(pruned[3]).toEqual(['main.aaaa0001.js', 'main.aaaa0001.js.br']);
    expect(record.builds).toHaveLength(3);
  });

  it('keeps every build of the last day, however many', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    let record = { builds: [] as { at: string; files: string[] }[] };
    for (let i = 0; i < 6; i += 1) {
      const next = recordBuild(record, build(`bbbb000${i}`), now + i * 60_000, 3, DAY);
      expect(next.prune).toEqual([]);
      record = next.record;
    }
    expect(record.builds).toHaveLength(6);
  });

  it('does not count an unchanged rebuild as a new deploy', () => {
    const first = recordBuild({ builds: [] }, build('cccc0001'), 0, 3, DAY);
    const again = recordBuild(first.record, build('cccc0001'), 1000, 3, DAY);
    expect(again.record.builds).toHaveLength(1);
  });
});
