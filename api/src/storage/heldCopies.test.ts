import { describe, expect, it } from 'vitest';
import { type Copy, HeldCopies } from './heldCopies.ts';

const copyOf = (key: string, size: number): Copy => ({
  key,
  file: `/copies/${key}`,
  size,
  contentType: undefined,
  etag: undefined,
  readers: 0,
  listed: true,
});

function written(copies: HeldCopies, key: string, size: number): Copy | null {
  if (!copies.reserve(size)) return null;
  const copy = copyOf(key, size);
  copies.list(copy, size);
  return copy;
}

describe('the bytes the read cache holds', () => {
  it('count a copy evicted while read until its last reader closes', () => {
    const discarded: string[] = [];
    const copies = new HeldCopies(100, (file) => discarded.push(file));
    const a = written(copies, 'a', 60);
    if (!a) throw new Error('no room for the first copy');
    copies.open(a);
    copies.forget('a'); // deleted while a reader has it open
    expect(discarded).toEqual(['/copies/a']);
    expect(copies.heldBytes).toBe(60);
    expect(written(copies, 'b', 60)).toBeNull(); // no room while the reader holds it
    copies.close(a);
    expect(copies.heldBytes).toBe(0);
    expect(written(copies, 'b', 60)).not.toBeNull();
  });

  it('evict unread copies oldest first, never one being read', () => {
    const copies = new HeldCopies(100, () => undefined);
    const a = written(copies, 'a', 40);
    written(copies, 'b', 40);
    if (a) copies.open(a);
    expect(written(copies, 'c', 40)).not.toBeNull(); // b goes: a is being read
    expect(copies.find('a')).toBe(a);
    expect(copies.find('b')).toBeUndefined();
    expect(copies.heldBytes).toBe(80);
  });

  it('let one copy larger than the whole bound through when nothing else is held', () => {
    const copies = new HeldCopies(100, () => undefined);
    expect(written(copies, 'huge', 150)).not.toBeNull();
    expect(written(copies, 'next', 10)).not.toBeNull(); // the unread huge copy is evicted
    expect(copies.heldBytes).toBe(10);
  });
});
