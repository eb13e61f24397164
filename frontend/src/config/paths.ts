import type { PlanId } from '@/lib/plans';

export type AuthTab = 'signin' | 'register';

/** Every route of the app (spec §2), with helpers that build links to it. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    path: '/auth',
    getHref: (options: { tab?: AuthTab; plan?: PlanId } = {}) => {
      const query = new URLSearchParams();
      if (options.tab) query.set('tab', options.tab);
      if (options.plan) query.set('plan', options.plan);
      const search = query.toString();
      return search ? `/auth?${search}` : '/auth';
    },
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  verifyEmail: {
    path: '/verify-email',
    getHref: (token: string) => `/verify-email?token=${encodeURIComponent(token)}`,
  },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  subscribe: {
    path: '/subscribe',
    getHref: (plan?: PlanId) => (plan ? `/subscribe?plan=${plan}` : '/subscribe'),
  },
  dashboard: {
    path: '/dashboard',
    getHref: (tab?: DashboardTab) => (tab && tab !== 'overview' ? `/dashboard?tab=${tab}` : '/dashboard'),
  },
  newShowing: { path: '/new-showing', getHref: () => '/new-showing' },
  mobileForm: { path: '/mobile-form', getHref: () => '/mobile-form' },
  report: { path: '/reports/:id', getHref: (showingId: number | string) => `/reports/${showingId}` },
  /** A report the agent shared with the client: no account needed. */
  sharedReport: { path: '/r/:token', getHref: (token: string) => `/r/${token}` },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  contact: { path: '/contact', getHref: () => '/contact' },
} as const;

/** Server links the screens point at directly (not client routes). */
export const apiLinks = {
  /** Everything the account holds, as one ZIP ("Download my data"). */
  accountExport: '/api/user/export',
  /** A report's PDF, once the server has rendered one (the report carries `pdfFilePath`). */
  reportPdf: (showingId: number, reportId: number) => `/api/showings/${showingId}/reports/${reportId}/pdf`,
} as const;

export type DashboardTab = 'overview' | 'reports' | 'analytics' | 'profile' | 'billing';

/** Landing page anchors (spec §2). */
export const landingAnchors = {
  features: 'features',
  pricing: 'pricing',
  howItWorks: 'how-it-works',
} as const;
