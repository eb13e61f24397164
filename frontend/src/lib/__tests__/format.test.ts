import { formatDate, formatDateTime, formatDuration, formatMoney, formatMoneyRange } from '@/lib/format';
import { appendTranscript } from '@/lib/speech-recorder';

describe('formatting', () => {
  it('writes dates en-US with a short month (spec §9)', () => {
    expect(formatDate('2026-03-14T15:00:00Z')).toBe('Mar 14, 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes a moment with its date and time, in the local time zone', () => {
    // Built from local parts, so the expectation holds in any time zone.
    expect(formatDateTime(new Date(2026, 2, 14, 9, 5).toISOString())).toMatch(/^Mar 14, 2026, 9:05\sAM$/);
    expect(formatDateTime(new Date(2026, 10, 23, 16, 30).toISOString())).toMatch(/^Nov 23, 2026, 4:30\sPM$/);
    expect(formatDateTime('not a date')).toBe('');
  });

  it('writes whole dollars and en-dash ranges', () => {
    expect(formatMoney(1810)).toBe('$1,810');
    expect(formatMoney(525000)).toBe('$525,000');
    expect(formatMoney(1329.6)).toBe('$1,330');
    expect(formatMoneyRange(880, 1810)).toBe('$880 – $1,810');
    expect(formatMoneyRange(500, 500)).toBe('$500');
  });

  it('writes a recording time as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(9)).toBe('00:09');
    expect(formatDuration(75)).toBe('01:15');
    expect(formatDuration(3600)).toBe('60:00');
  });
});

describe('appendTranscript', () => {
  it('adds dictation after the typed text with one space', () => {
    expect(appendTranscript('', ' roof leaks ')).toBe('roof leaks');
    expect(appendTranscript('Deck is soft.', 'roof leaks')).toBe('Deck is soft. roof leaks');
    expect(appendTranscript('Deck is soft.\n', 'roof leaks')).toBe('Deck is soft.\nroof leaks');
    expect(appendTranscript('Deck', '   ')).toBe('Deck');
  });
});
