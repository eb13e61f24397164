import Box from '@mui/material/Box';

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
      <TopBar />
      <main>
        <Hero />
        <FeaturesSection />
        <HowItWorks />
        <PricingSection />
        <FaqSection />
        <CallToAction />
      </main>
      <SiteFooter />
    </Box>
  );
}
