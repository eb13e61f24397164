import { parseDecimal, parseDollars, parseWhole } from '../parse-number';

describe('parsing typed numbers', () => {
  it('reads dollars with a sign and thousands separators', () => {
    expect(parseDollars('$525,000')).toBe(525000);
    expect(parseDollars(' 489000.5 ')).toBe(489000.5);
    expect(parseDollars('')).toBeNull();
    expect(parseDollars('-5')).toBeNaN();
    expect(parseDollars('12,34')).toBeNaN();
  });

  it('reads whole numbers and refuses fractions and signs', () => {
    expect(parseWhole('1,700')).toBe(1700);
    expect(parseWhole('  ')).toBeNull();
    expect(parseWhole('2.5')).toBeNaN();
    expect(parseWhole('-1')).toBeNaN();
  });

  it('reads decimals', () => {
    expect(parseDecimal('2.5')).toBe(2.5);
    expect(parseDecimal('.4')).toBe(0.4);
    expect(parseDecimal('1,250.25')).toBe(1250.25);
    expect(parseDecimal('two')).toBeNaN();
  });
});
