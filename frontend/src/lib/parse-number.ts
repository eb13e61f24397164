// Numbers as agents type or dictate them: thousands separators and a leading "$" are fine.
// Each parser answers null for an empty box and NaN for text that is not such a number, so a
// form can tell "not given" from "not readable".

const withoutThousands = (text: string) => text.replace(/,(?=\d{3}\b)/g, '');

/** "$525,000", "525000" or "525,000.50", in dollars. */
export function parseDollars(raw: string): number | null {
  const text = raw.trim();
  if (!text) return null;
  const cleaned = withoutThousands(text.replace(/^\$\s*/, ''));
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** "1,700" or "1700". */
export function parseWhole(raw: string): number | null {
  const text = raw.trim();
  if (!text) return null;
  const cleaned = withoutThousands(text);
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** "2.5", ".4" or "0.25". */
export function parseDecimal(raw: string): number | null {
  const text = raw.trim();
  if (!text) return null;
  const cleaned = withoutThousands(text);
  return /^(\d+(\.\d*)?|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
