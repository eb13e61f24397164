import { Suspense, lazy } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';

import { PublicLayout } from '@/components/layouts/public-layout';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useScrollToTopOnNavigate } from '@/lib/scroll-to-top';

// The landing page is the first thing a visitor sees, so it ships in the entry bundle;
// every other screen is a lazy chunk (see scripts/bundle-size.mjs).
import LandingRoute from './routes/landing';

const AuthRoute = lazy(() => import('./routes/auth'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const VerifyEmailRoute = lazy(() => import('./routes/verify-email'));
const PricingRoute = lazy(() => import('./routes/pricing'));
const SubscribeRoute = lazy(() => import('./routes/subscribe'));
const SignedInLayout = lazy(() => import('./routes/signed-in-layout'));
const DashboardRoute = lazy(() => import('./routes/dashboard'));
const NewShowingRoute = lazy(() => import('./routes/new-showing'));
const MobileFormRoute = lazy(() => import('./routes/mobile-form'));
const ReportRoute = lazy(() => import('./routes/report'));
const PrivacyRoute = lazy(() => import('./routes/privacy'));
const TermsRoute = lazy(() => import('./routes/terms'));
const ContactRoute = lazy(() => import('./routes/contact'));
const SharedReportRoute = lazy(() => import('./routes/shared-report'));

/** The policies and the contact page, open to everyone. */
const openToEveryone = (
  <>
    <Route path={paths.privacy.path} element={<PrivacyRoute />} />
    <Route path={paths.terms.path} element={<TermsRoute />} />
    <Route path={paths.contact.path} element={<ContactRoute />} />
  </>
);

/** A report an agent shared: the client's page, on its own (no app navigation), signed in or not. */
const sharedReport = <Route path={paths.sharedReport.path} element={<SharedReportRoute />} />;

/**
 * Paths that only make sense with a session; a visitor is sent to sign in (spec §2, §6). The
 * mobile form does that itself, with its "Authentication Required" message (spec §5).
 */
const signedInOnly = [paths.dashboard.path, paths.newShowing.path, paths.report.path];

function PublicShell() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path={paths.home.path} element={<LandingRoute />} />
      {sharedReport}
      <Route path={paths.auth.path} element={<AuthRoute />} />
      <Route path={paths.forgotPassword.path} element={<ForgotPasswordRoute />} />
      <Route path={paths.resetPassword.path} element={<ResetPasswordRoute />} />
      <Route path={paths.verifyEmail.path} element={<VerifyEmailRoute />} />
      <Route element={<PublicShell />}>
        <Route path={paths.pricing.path} element={<PricingRoute />} />
        <Route path={paths.subscribe.path} element={<SubscribeRoute />} />
        {openToEveryone}
      </Route>
      <Route path={paths.mobileForm.path} element={<MobileFormRoute />} />
      {signedInOnly.map((path) => (
        <Route key={path} path={path} element={<Navigate to={paths.auth.path} replace />} />
      ))}
      <Route path="*" element={<LandingRoute />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route path={paths.auth.path} element={<Navigate to={paths.home.path} replace />} />
      {sharedReport}
      <Route path={paths.forgotPassword.path} element={<Navigate to={paths.home.path} replace />} />
      {/* A reset link opened in a signed-in browser still works: it signs this browser in afresh. */}
      <Route path={paths.resetPassword.path} element={<ResetPasswordRoute />} />
      {/* An address-check link works whether or not this browser is signed in. */}
      <Route path={paths.verifyEmail.path} element={<VerifyEmailRoute />} />
      <Route element={<SignedInLayout />}>
        <Route index element={<DashboardRoute />} />
        <Route path={paths.dashboard.path} element={<DashboardRoute />} />
        <Route path={paths.newShowing.path} element={<NewShowingRoute />} />
        <Route path={paths.mobileForm.path} element={<MobileFormRoute />} />
        <Route path={paths.report.path} element={<ReportRoute />} />
        <Route path={paths.pricing.path} element={<PricingRoute />} />
        <Route path={paths.subscribe.path} element={<SubscribeRoute />} />
        {openToEveryone}
        <Route path="*" element={<DashboardRoute />} />
      </Route>
    </Routes>
  );
}

/** Picks the route table for the session (spec §2); a spinner shows while it resolves. */
export function AppRoutes() {
  const { user, isLoading } = useUser();
  useScrollToTopOnNavigate();
  if (isLoading) return <FullPageSpinner />;
  return <Suspense fallback={<FullPageSpinner />}>{user ? <SignedInRoutes /> : <SignedOutRoutes />}</Suspense>;
}
