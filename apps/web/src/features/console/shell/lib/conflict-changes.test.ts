import { CONFLICT_MESSAGES as C } from '@curio/shared';
import { describe, expect, it } from 'vitest';
import { changesText, differingFields, listLabels, readableValue } from './conflict-changes.ts';

const fields = [
  { name: 'name', label: 'Name' },
  { name: 'duration', label: 'Duration' },
  { name: 'description', label: 'Description' },
  { name: 'curriculum', label: 'Curriculum' },
];
const loaded = {
  name: 'Pottery',
  duration: '4 weeks',
  description: '<p>Clay.</p>',
  curriculum: [{ title: 'Wedging', description: '<p>Knead it.</p>' }],
};

describe('what a stale save compares and copies', () => {
  it('names the fields that differ, in the form’s order, rows compared by their content', () => {
    const latest = { ...loaded, curriculum: [{ title: 'Wedging', description: '<p>Knead it well.</p>' }] };
    expect(differingFields(fields, loaded, { ...latest, name: 'Pottery I' }).map((f) => f.label)).toEqual([
      'Name',
      'Curriculum',
    ]);
    expect(differingFields(fields, loaded, structuredClone(loaded))).toEqual([]);
  });

  it('lists labels as a sentence does', () => {
    expect(listLabels([])).toBe('');
    expect(listLabels(fields.slice(0, 1))).toBe('Name');
    expect(listLabels(fields.slice(0, 3))).toBe('Name, Duration and Description');
  });

  it('reads rich text without tags, lists numbered, numbers, yes/no and nothing', () => {
    expect(readableValue('<p>One <strong>bold</strong> line</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'One bold line\n- a\n- b',
    );
    expect(readableValue('<p>x</p><script>alert(1)</script>')).toBe('x');
    expect(readableValue([{ url: '/uploads/courses/a.webp' }, { url: '/uploads/courses/b.webp' }])).toBe(
      '1. /uploads/courses/a.webp\n2. /uploads/courses/b.webp',
    );
    expect(readableValue(loaded.curriculum)).toBe('1. Wedging\n   Knead it.');
    expect(readableValue(12)).toBe('12');
    expect(readableValue(Number.NaN)).toBe(C.empty);
    expect(readableValue(true)).toBe(C.yes);
    expect(readableValue('  ')).toBe(C.empty);
    expect(readableValue([])).toBe(C.empty);
    expect(readableValue(null)).toBe(C.empty);
  });

  it('copies only what the operator changed, one line a short value, a block for a long one', () => {
    const mine = { ...loaded, duration: '6 weeks', description: '<p>Clay.</p><p>And glaze.</p>' };
    expect(changesText(fields, loaded, mine)).toBe(
      `${C.copyHeading}\n\nDuration: 6 weeks\n\nDescription:\nClay.\nAnd glaze.`,
    );
    expect(changesText(fields, loaded, { ...loaded })).toBeNull();
  });

  it('reads a value through the field’s own words where it has them', () => {
    const status = [
      { name: 'status', label: 'Status', readable: (v: unknown) => (v === 'closed' ? 'Closed' : '') },
    ];
    expect(changesText(status, { status: 'new' }, { status: 'closed' })).toBe(
      `${C.copyHeading}\n\nStatus: Closed`,
    );
  });
});
