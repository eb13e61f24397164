import type { Billing, BillingConfig, PackQuote } from '@/features/billing/api/types';
import type { Comparable, ComparablesResponse, FeatureRates, ImportPreviewResponse, MarketAnalysisResponse } from '@/features/cma/api/types';
import type { CatalogItem, Report, ReportItem } from '@/features/showings/api/editing-types';
import type { User } from '@/lib/auth';
import type { Plan, Plans } from '@/lib/plans';
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
    emailVerified: true,
    createdAt: '2026-01-15T10:00:00Z',
    ...overrides,
  };
}

export const unauthorizedBody = { message: 'Unauthorized: please sign in', code: 'unauthorized', fields: {} };

type Showing = components['schemas']['Showing'];

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

let nextItemId = 1;

/** A catalog-priced repair; each built item has its own id unless one is given. */
export function buildItem(overrides: Partial<ReportItem> = {}): ReportItem {
  return {
    id: `item-${nextItemId++}`,
    agentFigure: false,
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
    pdfFilePath: '/api/showings/7/reports/31/pdf',
    showing: { id: 7, propertyAddress: '12 Oak St, Austin, TX 78704', buyerName: 'Sam Carter' },
    content: {
      summary: 'The water heater needs replacing soon; the living room would benefit from fresh paint.',
      repairs: [buildItem({ id: 'heater' })],
      totalRepairCost: 1330,
      totalRepairLow: 880,
      totalRepairHigh: 1810,
      unpricedRepairs: 0,
      upgrades: [buildItem({ id: 'paint', description: 'Paint the living room', category: 'Interior', priority: 'cosmetic', estimatedCost: 1700, lowCost: 950, highCost: 2600, catalogKey: 'interior_paint' })],
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

type RepairRequest = components['schemas']['RepairRequestResponse'];

/** A showing's repair-request list as the server answers it: empty until someone saves one, listed at $525,000. */
export function buildRepairRequest(overrides: Partial<RepairRequest> = {}): RepairRequest {
  return {
    items: [],
    totals: { items: 0, credits: 0, repairs: 0, requested: 0 },
    offer: {
      listPrice: 525000,
      valueLow: null,
      valuePoint: null,
      valueHigh: null,
      typicalRepairs: 1330,
      unpricedRepairs: 0,
      conditionAdjustedValue: null,
      requestedCredits: 0,
      effectivePrice: 525000,
    },
    updatedBy: null,
    updatedAt: null,
    ...overrides,
  };
}

type Delivery = components['schemas']['DeliveryResponse'];
type EmailPreview = components['schemas']['EmailPreviewResponse'];

/** The message the confirmation shows for report 31 of showing 7 (client first, then the agent's copy). */
export function buildEmailPreview(overrides: Partial<EmailPreview> = {}): EmailPreview {
  return {
    recipients: ['Sam Carter <sam@example.com>', 'Jane Doe <jane@example.com>'],
    replyTo: 'Jane Doe <jane@example.com>',
    subject: 'Showing report: 12 Oak St, Austin, TX 78704',
    textBody:
      'Hi Sam Carter,\n\nAttached is the showing report for 12 Oak St, Austin, TX 78704.\n\nThe water heater needs replacing soon; the living room would benefit from fresh paint.\n\nJane Doe\nDowntown Office',
    attachmentName: 'showing-report-12-oak-st-austin-tx-78704.pdf',
    alreadySent: false,
    ...overrides,
  };
}

/** A delivery of report 31 as `GET /api/showings/7/deliveries` lists it: version 1, just queued. */
export function buildDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 1,
    reportId: 31,
    version: 1,
    status: 'queued',
    recipients: ['Sam Carter <sam@example.com>', 'Jane Doe <jane@example.com>'],
    subject: 'Showing report: 12 Oak St, Austin, TX 78704',
    attempts: 0,
    lastError: null,
    queuedAt: '2026-03-14T16:00:00Z',
    nextAttemptAt: '2026-03-14T16:00:00Z',
    sentAt: null,
    ...overrides,
  };
}

/** A catalog entry as `GET /api/catalog` answers it (dollars, already scaled to the region). */
export function buildCatalogItem(overrides: Partial<CatalogItem> = {}): CatalogItem {
  return {
    key: 'water_heater_replace',
    label: 'Replace the water heater',
    category: 'Plumbing',
    kind: 'repair',
    unit: 'each',
    low: 812,
    typical: 1221,
    high: 1662,
    ...overrides,
  };
}

/** The response options of a list call: the server puts the total in X-Total-Count. */
export function withTotal(total: number): ResponseInit {
  return { headers: { 'X-Total-Count': String(total) } };
}

/** Payments in sandbox mode, where the server honours its test coupon. */
export const sandboxConfig: BillingConfig = { mode: 'sandbox', publishableKey: null, testCoupon: 'TEST100OFF' };

function plan(fields: Pick<Plan, 'id' | 'name' | 'priceCents' | 'reports'> & Partial<Plan>): Plan {
  const extra = fields.extraReportCents ?? null;
  const features = fields.features ?? [];
  return {
    priceUnit: 'month',
    popular: false,
    description: '',
    ...fields,
    extraReportCents: extra,
    features: extra === null ? features : [...features, `Extra reports at $${(extra / 100).toFixed(2)} each`],
  };
}

/** `GET /api/plans` as the server answers it today. */
export function buildPlans(overrides: Partial<Plans> = {}): Plans {
  return {
    plans: [
      plan({
        id: 'essential',
        name: 'Essential',
        priceCents: 1999,
        reports: 10,
        extraReportCents: 200,
        description: 'For agents getting started with voice-to-report showings.',
        features: ['Voice recording and transcription', 'AI-powered cost estimates', 'Professional PDF reports', 'Email reports to your buyers'],
      }),
      plan({
        id: 'pro',
        name: 'Pro',
        priceCents: 4999,
        reports: 30,
        extraReportCents: 167,
        popular: true,
        description: 'For busy agents who show properties every week.',
        features: ['Everything in Essential', 'Priority support'],
      }),
      plan({
        id: 'elite',
        name: 'Elite',
        priceCents: 9999,
        reports: 100,
        extraReportCents: 100,
        description: 'For top producers and teams with a full calendar.',
        features: ['Everything in Pro', 'Priority support', 'Advanced analytics'],
      }),
      plan({
        id: 'pay-per-report',
        name: 'Pay Per Report',
        priceCents: 499,
        priceUnit: 'report',
        reports: 1,
        description: 'For occasional showings. Pay only when you need a report.',
        features: ['No commitment', 'Voice recording and transcription', 'AI-powered cost estimates', 'Professional PDF report'],
      }),
    ],
    singleReportCents: 499,
    packSizes: [10, 20, 30],
    freePlanName: 'Free',
    defaultPlan: 'pro',
    ...overrides,
  };
}

/**
 * Plans priced unlike today's, with another free-plan name, default plan and pack sizes: a screen
 * that shows these figures took them from the server, not from a copy of its own.
 */
export function buildRepricedPlans(): Plans {
  return {
    plans: [
      plan({ id: 'essential', name: 'Starter', priceCents: 2450, reports: 12, extraReportCents: 210, description: 'For a first year in the field.', features: ['Voice notes'] }),
      plan({ id: 'pro', name: 'Pro', priceCents: 5900, reports: 40, extraReportCents: 150, description: 'For the busy season.', features: ['Everything in Starter'] }),
      plan({ id: 'elite', name: 'Team', priceCents: 12900, reports: 150, extraReportCents: 90, popular: true, description: 'For whole offices.', features: ['Everything in Pro', 'Team seats'] }),
      plan({ id: 'pay-per-report', name: 'One Report', priceCents: 650, priceUnit: 'report', reports: 1, description: 'For a single showing.', features: ['No commitment'] }),
    ],
    singleReportCents: 650,
    packSizes: [5, 15, 25],
    freePlanName: 'Trial',
    defaultPlan: 'elite',
  };
}

/** Packs at a per-report rate in cents, as the server quotes them (count × rate). */
export function buildPacks(perReportCents: number, sizes: readonly number[] = buildPlans().packSizes): PackQuote[] {
  return sizes.map((count) => ({ count, perReportCents, totalCents: count * perReportCents }));
}

/** An agent on no plan; pass overrides for a subscriber (see `essentialBilling`). */
export function buildBilling(overrides: Partial<Billing> = {}): Billing {
  return {
    plan: null,
    planName: 'Free',
    status: 'inactive',
    cancelAtPeriodEnd: false,
    reportsUsedThisMonth: 0,
    reportsLimit: 1,
    packReports: 0,
    canBuyPacks: false,
    packs: [],
    currentPeriodEnd: null,
    cancelEffect: null,
    testPlan: false,
    planChanges: [],
    ...overrides,
  };
}

/** An active Essential subscriber: 10 reports a month, packs at $2.00 a report. */
export function essentialBilling(overrides: Partial<Billing> = {}): Billing {
  return buildBilling({
    plan: 'essential',
    planName: 'Essential',
    status: 'active',
    reportsLimit: 10,
    canBuyPacks: true,
    packs: buildPacks(200),
    currentPeriodEnd: '2026-04-01T09:00:00Z',
    cancelEffect: 'at_period_end',
    planChanges: [
      { plan: 'pro', planName: 'Pro', monthlyPriceCents: 4999, upgrade: true, reportsLimit: 30, reportsAvailable: 30 },
      { plan: 'elite', planName: 'Elite', monthlyPriceCents: 9999, upgrade: true, reportsLimit: 100, reportsAvailable: 100 },
    ],
    ...overrides,
  });
}

export const defaultRates: FeatureRates = { perBedroom: 10000, perBathroom: 7500, perSquareFoot: 50, perYearOfAge: 1000 };

export function buildComparable(overrides: Partial<Comparable> = {}): Comparable {
  return {
    address: '14 Elm St, Austin, TX 78704',
    status: 'sold',
    price: 489000,
    date: '2026-02-10',
    squareFeet: 1650,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 1990,
    distanceMiles: 0.4,
    lotSizeAcres: null,
    percentAdjustment: 0,
    ...overrides,
  };
}

export function buildComparables(comparables: Comparable[] = [buildComparable()], rates: FeatureRates = defaultRates): ComparablesResponse {
  return { comparables, rates };
}

type AnalysedComparable = MarketAnalysisResponse['comparables'][number];

function analysed(overrides: Partial<AnalysedComparable> & Pick<AnalysedComparable, 'address' | 'price' | 'adjustedPrice'>): AnalysedComparable {
  return {
    status: 'sold',
    date: '2026-02-10',
    squareFeet: 1700,
    bedrooms: 3,
    bathrooms: 2,
    yearBuilt: 1995,
    distanceMiles: 0.4,
    lotSizeAcres: null,
    bedroomsAdjustment: null,
    bathroomsAdjustment: null,
    squareFeetAdjustment: null,
    ageAdjustment: null,
    featureAdjustment: 0,
    percentAdjustment: 0,
    percentAmount: 0,
    adjustedPricePerSquareFoot: null,
    ...overrides,
  };
}

/** A complete analysis of three comparables for a 1,700 sq ft home listed at $525,000. */
export function buildMarketAnalysis(overrides: Partial<MarketAnalysisResponse> = {}): MarketAnalysisResponse {
  return {
    outcome: 'complete',
    subjectSquareFeet: 1700,
    rates: defaultRates,
    comparables: [
      analysed({ address: '14 Elm St', price: 489000, squareFeet: 1650, squareFeetAdjustment: 2500, featureAdjustment: 2500, percentAdjustment: 5, percentAmount: 24575, adjustedPrice: 516075, adjustedPricePerSquareFoot: 313 }),
      analysed({ address: '9 Birch Ln', date: '2026-01-22', price: 530000, squareFeet: 1800, squareFeetAdjustment: -5000, featureAdjustment: -5000, adjustedPrice: 525000, adjustedPricePerSquareFoot: 292 }),
      analysed({ address: '201 Cedar Ave', status: 'active', date: null, lotSizeAcres: 0.3, price: 515000, percentAdjustment: -5, percentAmount: -25750, adjustedPrice: 489250, adjustedPricePerSquareFoot: 288 }),
    ],
    pricePerSquareFoot: { low: 288, median: 292, average: 297.67, high: 313, count: 3 },
    valueRange: { low: 489600, point: 496400, high: 532100 },
    listPrice: { listPrice: 525000, position: 'within', difference: 28600, versusPointPercent: 5.76 },
    condition: {
      repairsLow: 880,
      repairsTypical: 1330,
      repairsHigh: 1810,
      unpricedRepairs: 0,
      valueAfterTypicalRepairs: 495070,
      valueAfterHighRepairs: 494590,
      listVersusAfterTypicalPercent: 6.05,
      listVersusAfterHighPercent: 6.15,
    },
    conditionSentence:
      'At $525,000 the asking price is about 6% above the market value of comparable homes once the $1,330–$1,810 of needed repairs is counted.',
    narrative: 'Three comparable homes (two sold, one active) indicate a value of $489,600–$532,100 for this home.',
    narrativeWriter: 'estimator',
    missing: [],
    message: null,
    ...overrides,
  };
}

/** What the server answers when there is not enough for an indicated value. */
export function buildInsufficientAnalysis(missing: string[], overrides: Partial<MarketAnalysisResponse> = {}): MarketAnalysisResponse {
  return buildMarketAnalysis({
    outcome: 'insufficientData',
    comparables: [],
    pricePerSquareFoot: null,
    valueRange: null,
    listPrice: null,
    condition: null,
    conditionSentence: null,
    narrative: missing.join(' '),
    missing,
    message: missing.join(' '),
    ...overrides,
  });
}

/** The showing's "cma" report carrying `analysis` (null: a report without one). */
export function buildCmaReport(analysis: MarketAnalysisResponse | null = buildMarketAnalysis(), overrides: Partial<Report> = {}): Report {
  return buildReport({ id: 32, reportType: 'cma', ...overrides }, { marketAnalysis: analysis });
}

/** A parsed export: three readable rows and one bad one (row 5), with an ignored column. */
export function buildImportPreview(overrides: Partial<ImportPreviewResponse> = {}): ImportPreviewResponse {
  return {
    columns: [
      { column: 1, heading: 'MLS #', field: null, importField: null },
      { column: 2, heading: 'Address', field: 'address', importField: 'address' },
      { column: 3, heading: 'Status', field: 'status', importField: 'status' },
      { column: 4, heading: 'Sold Price', field: 'price', importField: 'soldPrice' },
      { column: 5, heading: 'Close Date', field: 'date', importField: 'soldDate' },
      { column: 6, heading: 'SqFt', field: 'squareFeet', importField: 'squareFeet' },
    ],
    rows: [
      { row: 2, comparable: buildComparable({ address: '3 Pine Ct', price: 501000 }) },
      { row: 3, comparable: buildComparable({ address: '8 Oak Way', price: 478500, squareFeet: 1590 }) },
      { row: 4, comparable: buildComparable({ address: '12 Ash Dr', status: 'pending', price: 512000 }) },
    ],
    errors: [{ row: 5, column: 'Sold Price', field: 'price', message: 'Row 5, column "Sold Price": must be more than zero' }],
    ...overrides,
  };
}
