import { describe, expect, it } from 'vitest';
import { serviceOptions } from './service-options.ts';

const titles = ['Cloud Labs', 'Hire-Train-Deploy', 'AI-Powered Assessment'];

describe('serviceOptions', () => {
  it('offers the site’s services and selects none without ?service=', () => {
    expect(serviceOptions(titles, undefined)).toEqual({
      options: titles.map((title) => ({ value: title, label: title })),
      selected: '',
    });
  });

  it('selects the service ?service= names, whatever its case', () => {
    expect(serviceOptions(titles, ' cloud labs ').selected).toBe('Cloud Labs');
    expect(serviceOptions(titles, 'cloud labs').options).toHaveLength(3);
  });

  it('keeps a name that is not a service as its own first choice, selected', () => {
    const { options, selected } = serviceOptions(titles, 'AI Assessment');
    expect(selected).toBe('AI Assessment');
    expect(options.map((o) => o.value)).toEqual(['AI Assessment', ...titles]);
  });

  it('cuts a requested name to what a lead stores', () => {
    expect(serviceOptions([], 'x'.repeat(150)).selected).toHaveLength(100);
  });
});
