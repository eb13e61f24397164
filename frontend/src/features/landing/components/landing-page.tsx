import Box from '@mui/material/Box';

import { MAIN_CONTENT_ID, SkipLink } from '@/components/ui/skip-link';

import { CallToAction } from './call-to-action';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { PricingSection } from './pricing-section';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function LandingPage() {
  return (
    <Box sx={{ bgcolor: 'background.default' }}>
      <SkipLink />
      <TopBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        <Hero />
        <FeaturesSection />
        <HowItWorks />
        <PricingSection />
        <FaqSection />
        <CallToAction />
      </Box>
      <SiteFooter />
    </Box>
  );
}
