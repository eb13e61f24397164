import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { PlanFaq, planQuestions } from '@/components/ui/plan-faq';

/** Spec §2/§9: how extra reports, packs and cancellation work. */
const questions = [planQuestions.singleReport, planQuestions.moreReports, planQuestions.unusedPackReports, planQuestions.cancel];

export function PricingFaq() {
  return (
    <Box component="section" aria-labelledby="pricing-faq-title" sx={{ maxWidth: 800, mx: 'auto', width: '100%' }}>
      <Typography id="pricing-faq-title" variant="h5" component="h2" sx={{ fontWeight: 800, textAlign: 'center', mb: 3 }}>
        Frequently asked questions
      </Typography>
      <PlanFaq questions={questions} />
    </Box>
  );
}
