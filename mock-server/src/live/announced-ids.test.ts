import { auditIdPayloads } from '../db/audit-log';
import { announcedIds } from './live-hub';

describe('announcing many audit entries', () => {
  it('sends runs of ids in payloads PostgreSQL accepts, and the hub reads every id back', () => {
    const ids = [...Array.from({ length: 5_000 }, (_, i) => 1_000_000 + i * 2), 7, 8, 9, 3];
    const payloads = auditIdPayloads(ids);
    expect(auditIdPayloads([3, 7, 8, 9])).toEqual(['3,7-9']);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(payloads.flatMap(announcedIds).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('reads a single id as before and ignores what is no id', () => {
    expect(announcedIds('42')).toEqual([42]);
    expect(announcedIds('x,5-3,1-999999999,12')).toEqual([12]);
  });
});
