import { describe, expect, it } from 'vitest';
import { formatCertificateDate, formatCertificateHours } from './certificate-pdf-texts.ts';

describe('the words of a certificate', () => {
  it('writes the completion date in words, on its UTC day wherever it is read', () => {
    expect(formatCertificateDate(new Date('2026-11-27T00:00:00Z'))).toBe('27 November 2026');
    expect(formatCertificateDate(new Date('2026-11-27T23:59:59Z'))).toBe('27 November 2026');
    expect(formatCertificateDate(new Date('2027-01-01T00:30:00+02:00'))).toBe('31 December 2026');
  });

  it('writes the hours of content to one decimal, with the noun in the right number', () => {
    expect(formatCertificateHours(1)).toBe('1 hour');
    expect(formatCertificateHours(0.96)).toBe('1 hour');
    expect(formatCertificateHours(4.5)).toBe('4.5 hours');
    expect(formatCertificateHours(12)).toBe('12 hours');
    expect(formatCertificateHours(2.25)).toBe('2.3 hours');
    expect(formatCertificateHours(0)).toBe('0 hours');
  });
});
