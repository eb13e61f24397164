import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { type AuthTab, paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-title';
import { capitalize } from '@/lib/format';
import { planOrDefault, usePlans } from '@/lib/plans';

import { AuthLayout } from './auth-layout';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

/** Spec §2/§4: `?tab=` picks the tab; `?plan=` selects the plan and forces Register. */
function initialTab(params: URLSearchParams): AuthTab {
  if (params.has('plan')) return 'register';
  return params.get('tab') === 'register' ? 'register' : 'signin';
}

export function AuthScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<AuthTab>(() => initialTab(searchParams));
  useDocumentTitle(tab === 'signin' ? 'Sign in' : 'Create your account');
  const planParam = searchParams.get('plan');
  const plans = usePlans();
  // The plan asked for when it is one, else the server's default. Without the plans the request
  // goes as it was asked for, or with no plan at all (the server then picks its default).
  const plan = plans.data ? planOrDefault(plans.data, planParam) : undefined;
  const selectedPlan = plan?.id ?? planParam ?? undefined;
  const planName = plan?.name ?? (plans.error && planParam ? capitalize(planParam) : null);

  const onTabChange = (next: AuthTab) => {
    setTab(next);
    const params = new URLSearchParams(searchParams);
    params.set('tab', next);
    setSearchParams(params, { replace: true });
  };

  return (
    <AuthLayout
      title={tab === 'signin' ? 'Welcome back' : 'Create your account'}
      subtitle={tab === 'signin' ? 'Sign in to your Showscribe account.' : 'Start with a free report. No credit card needed.'}
    >
      <Tabs value={tab} onChange={(_, value: AuthTab) => onTabChange(value)} variant="fullWidth" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="signin" label="Sign In" id="auth-tab-signin" aria-controls="auth-panel-signin" />
        <Tab value="register" label="Register" id="auth-tab-register" aria-controls="auth-panel-register" />
      </Tabs>
      {tab === 'signin' ? (
        <Box role="tabpanel" id="auth-panel-signin" aria-labelledby="auth-tab-signin">
          <SignInForm />
        </Box>
      ) : (
        <Box role="tabpanel" id="auth-panel-register" aria-labelledby="auth-tab-register">
          {planParam && (
            <Chip
              color="primary"
              variant="outlined"
              label={planName === null ? <Skeleton width={150} /> : `Selected plan: ${planName}`}
              sx={{ mb: 2.5, fontWeight: 600 }}
            />
          )}
          <RegisterForm selectedPlan={selectedPlan} continueTo={planParam ? paths.subscribe.getHref(selectedPlan) : paths.pricing.getHref()} />
        </Box>
      )}
    </AuthLayout>
  );
}
