import type { User } from './auth';

/** Reports still unused this period. The limit already includes bought (pack) reports. */
export function reportsRemaining(account: Pick<User, 'reportsUsedThisMonth' | 'reportsLimit'>): number {
  return Math.max(0, account.reportsLimit - account.reportsUsedThisMonth);
}
