import type { User } from '@/lib/auth';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.com',
    phone: '5551234567',
    company: 'Doe Realty',
    brokerOfficeName: 'Downtown Office',
    logoUrl: null,
    selectedPlan: 'pro',
    subscriptionPlan: null,
    subscriptionStatus: 'inactive',
    reportsUsedThisMonth: 0,
    reportsLimit: 1,
    createdAt: '2026-01-15T10:00:00Z',
    ...overrides,
  };
}

export const unauthorizedBody = { message: 'Unauthorized: please sign in', code: 'unauthorized', fields: {} };
