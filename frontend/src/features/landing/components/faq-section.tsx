import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { PAY_PER_REPORT_PRICE, REPORT_PACK_SIZES, formatDollars, plans } from '@/config/plans';

import { SectionHeading } from './section-heading';

const rates = plans
  .filter((plan) => plan.extraReportPrice !== null)
  .map((plan) => `${plan.name} ${formatDollars(plan.extraReportPrice ?? 0)}`)
  .join(', ');

const packs = `${REPORT_PACK_SIZES.slice(0, -1).join(', ')} or ${REPORT_PACK_SIZES[REPORT_PACK_SIZES.length - 1]}`;

const questions = [
  {
    q: 'What if I need more reports than my plan includes?',
    a: `Subscribers can add packs of ${packs} extra reports at any time, priced at their plan's extra-report rate: ${rates} per report.`,
  },
  {
    q: "I'm not a subscriber. What does an extra report cost?",
    a: `Without a subscription, each report is ${formatDollars(PAY_PER_REPORT_PRICE)}, with no commitment.`,
  },
  {
    q: 'Can I try Showscribe for free?',
    a: 'Yes. Every plan starts with a free report trial, and you do not need a credit card to sign up.',
  },
  {
    q: 'When does my monthly allowance reset?',
    a: 'Your included reports renew on your billing date each month. There are no setup fees and you can cancel anytime.',
  },
];

export function FaqSection() {
  return (
    <Box component="section" aria-labelledby="faq-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="md">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions about extra reports" subtitle="How allowances, add-on packs and pay-per-report work." />
        {questions.map((item, index) => (
          <Accordion key={item.q} disableGutters elevation={0} defaultExpanded={index === 0} sx={{ border: 1, borderColor: 'divider', '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}>
            <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: 3, py: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{item.q}</Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ px: 3, pb: 3 }}>
              <Typography color="text.secondary">{item.a}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Box>
  );
}
