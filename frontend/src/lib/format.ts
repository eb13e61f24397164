/** Spec §9: dates are en-US with a short month, the day and the year ("Mar 4, 2026"). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole dollars, as reports show estimates: 1810 -> "$1,810". */
export function formatMoney(dollars: number): string {
  return wholeDollars.format(dollars);
}

/** A cost range with an en dash: (880, 1810) -> "$880 – $1,810"; one figure when both ends agree. */
export function formatMoneyRange(low: number, high: number): string {
  const from = formatMoney(low);
  const to = formatMoney(high);
  return from === to ? from : `${from} – ${to}`;
}

/** mm:ss for a recording timer: 75 -> "01:15". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A moment with its date and time, en-US: "Mar 4, 2026, 9:05 AM" (in the viewer's time zone). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
