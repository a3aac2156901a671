import { describe, expect, it } from 'vitest';
import { applicationsText, salaryText } from './content-texts.ts';

describe('salaryText (a job card’s salary, docs/product.md#content-pages)', () => {
  it('shows a salary with its own currency or words as entered', () => {
    for (const salary of ['₹18–24 LPA', '$90k', '€40,000', 'USD 85,000', 'Competitive', '18 LPA'])
      expect(salaryText(salary)).toBe(salary);
  });

  it('puts the dollar sign before a bare amount or range, as the original cards did', () => {
    expect(salaryText('85,000 – 110,000')).toBe('$85,000 – 110,000');
    expect(salaryText('40,000')).toBe('$40,000');
    expect(salaryText('18.5-24')).toBe('$18.5-24');
    expect(salaryText(' 9,000 — 12,000 ')).toBe('$9,000 — 12,000');
  });

  it('never doubles a dollar sign the operator typed', () => {
    expect(salaryText('$85,000')).toBe('$85,000');
  });
});

describe('applicationsText (how many applications a job has had)', () => {
  it('says nothing for none, and counts with the right plural', () => {
    expect(applicationsText(0)).toBe('');
    expect(applicationsText(1)).toBe('1 application');
    expect(applicationsText(2)).toBe('2 applications');
    expect(applicationsText(1204)).toBe('1,204 applications');
  });
});
