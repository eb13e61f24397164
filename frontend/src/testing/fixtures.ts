import type { User } from '@/lib/auth';
import type { components } from '@/types/api';

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

type Showing = components['schemas']['Showing'];
type Report = components['schemas']['Report'];
type ReportItem = components['schemas']['ReportItemResponse'];

export function buildShowing(overrides: Partial<Showing> = {}): Showing {
  return {
    id: 7,
    propertyAddress: '12 Oak St, Austin, TX 78704',
    buyerName: 'Sam Carter',
    status: 'completed',
    createdAt: '2026-03-14T15:00:00Z',
    details: {
      propertyAddress: '12 Oak St, Austin, TX 78704',
      propertyDescription: null,
      listPrice: 525000,
      clientName: 'Sam Carter',
      clientEmail: 'sam@example.com',
      clientPhone: '5125550188',
      agentName: 'Jane Doe',
      agentEmail: 'jane@example.com',
      agentPhone: '5551234567',
      agentCompany: 'Doe Realty',
      repairsNeeded: 'The water heater is leaking',
      updatesWanted: 'Paint the living room',
    },
    ...overrides,
  };
}

export function buildItem(overrides: Partial<ReportItem> = {}): ReportItem {
  return {
    description: 'Replace the leaking water heater',
    category: 'Plumbing',
    priority: 'soon',
    estimatedCost: 1330,
    lowCost: 880,
    highCost: 1810,
    catalogKey: 'water_heater_replace',
    quantity: null,
    note: null,
    ...overrides,
  };
}

export function buildReport(overrides: Partial<Report> = {}, content: Partial<Report['content']> = {}): Report {
  return {
    id: 31,
    showingId: 7,
    reportType: 'comprehensive',
    createdAt: '2026-03-14T15:05:00Z',
    emailSent: false,
    pdfFilePath: null,
    showing: { id: 7, propertyAddress: '12 Oak St, Austin, TX 78704', buyerName: 'Sam Carter' },
    content: {
      summary: 'The water heater needs replacing soon; the living room would benefit from fresh paint.',
      repairs: [buildItem()],
      totalRepairCost: 1330,
      totalRepairLow: 880,
      totalRepairHigh: 1810,
      unpricedRepairs: 0,
      upgrades: [buildItem({ description: 'Paint the living room', category: 'Interior', priority: 'cosmetic', estimatedCost: 1700, lowCost: 950, highCost: 2600, catalogKey: 'interior_paint' })],
      totalUpgradeCost: 1700,
      totalUpgradeLow: 950,
      totalUpgradeHigh: 2600,
      unpricedUpgrades: 0,
      listPrice: 525000,
      totalWithRepairs: 526330,
      totalWithUpgrades: 528030,
      generator: 'estimator',
      generatorNote: null,
      regionState: 'TX',
      regionFactor: 0.92,
      disclaimer: 'Cost figures are budgeting ranges, not contractor bids.',
      ...content,
    },
    ...overrides,
  };
}

/** The response options of a list call: the server puts the total in X-Total-Count. */
export function withTotal(total: number): ResponseInit {
  return { headers: { 'X-Total-Count': String(total) } };
}
