import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

import { PlanFaq, planQuestions } from '@/components/ui/plan-faq';

import { SectionHeading } from './section-heading';

const questions = [planQuestions.moreReports, planQuestions.singleReport, planQuestions.freeTrial, planQuestions.allowanceReset];

export function FaqSection() {
  return (
    <Box component="section" aria-labelledby="faq-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="md">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions about extra reports" subtitle="How allowances, add-on packs and pay-per-report work." />
        <PlanFaq questions={questions} openFirst />
      </Container>
    </Box>
  );
}
