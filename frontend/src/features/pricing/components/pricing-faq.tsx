import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { type Plans, extraReportRates, formatCents, formatChoices, usePlans } from '@/lib/plans';

/** Spec §2/§9: how extra reports, packs and cancellation work. Answers with figures take them from the server. */
const questions: { q: string; a: string | ((plans: Plans) => string) }[] = [
  {
    q: 'What does an extra report cost without a subscription?',
    a: (plans) => `Each report is ${formatCents(plans.singleReportCents)}, paid when you need it, with no commitment.`,
  },
  {
    q: 'What if I need more reports than my plan includes?',
    a: (plans) =>
      `Subscribers can add packs of ${formatChoices(plans.packSizes)} reports at any time, at their plan's extra-report rate: ${extraReportRates(plans)} per report.`,
  },
  {
    q: 'What happens to pack reports I do not use?',
    a: 'They stay on your account and carry over to next month.',
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from the Billing tab of your dashboard; the cancellation takes effect at the end of the billing period you have paid for.',
  },
];

export function PricingFaq() {
  const { data: plans, error } = usePlans();
  // Without the plans, the questions whose answers are figures are left out.
  const shown = error && !plans ? questions.filter((item) => typeof item.a === 'string') : questions;
  return (
    <Box component="section" aria-labelledby="pricing-faq-title" sx={{ maxWidth: 800, mx: 'auto', width: '100%' }}>
      <Typography id="pricing-faq-title" variant="h5" component="h2" sx={{ fontWeight: 800, textAlign: 'center', mb: 3 }}>
        Frequently asked questions
      </Typography>
      {shown.map((item) => (
        <Accordion
          key={item.q}
          disableGutters
          elevation={0}
          sx={{ border: 1, borderColor: 'divider', '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />} sx={{ px: { xs: 2, sm: 3 }, py: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{item.q}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
            <Typography color="text.secondary">
              {typeof item.a === 'string' ? (
                item.a
              ) : plans ? (
                item.a(plans)
              ) : (
                <>
                  <Skeleton />
                  <Skeleton width="60%" />
                </>
              )}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
