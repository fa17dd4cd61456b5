import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsDateTime, icsFileName } from './ics.ts';

const event = {
  uid: 'registration-7@fitness.localhost',
  start: '2026-11-20T17:30:00.000Z',
  end: '2026-11-20T18:25:00.000Z',
  summary: 'Yoga, gentle; evening',
  location: 'Studio 1, Main club',
  description: 'Trainer: Mari\nBring a mat',
};

describe('ics export', () => {
  it('writes UTC date-times', () => {
    expect(icsDateTime('2026-11-20T17:30:00.000Z')).toBe('20261120T173000Z');
    expect(icsDateTime('2026-03-29T00:15:09+02:00')).toBe('20260328T221509Z');
  });

  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ä'.repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldIcsLine('SHORT:x')).toBe('SHORT:x');
  });

  it('builds one VEVENT with CRLF endings, UID, stamps and escaped text', () => {
    const ics = buildIcs(event, Date.parse('2026-11-19T08:00:00Z'));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').filter((l) => /^[A-Z]/.test(l))).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//club-booking//timetable//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:registration-7@fitness.localhost',
      'DTSTAMP:20261119T080000Z',
      'DTSTART:20261120T173000Z',
      'DTEND:20261120T182500Z',
      'SUMMARY:Yoga\\, gentle\\; evening',
      'LOCATION:Studio 1\\, Main club',
      'DESCRIPTION:Trainer: Mari\\nBring a mat',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('names the file after the class and its day', () => {
    expect(icsFileName('Jooga & venitus', '2026-11-20T17:30:00.000Z')).toBe('jooga-venitus-2026-11-20.ics');
    expect(icsFileName('!!!', '2026-11-20T17:30:00.000Z')).toBe('class-2026-11-20.ics');
  });
});
