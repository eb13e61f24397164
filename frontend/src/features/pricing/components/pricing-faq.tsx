import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { PAY_PER_REPORT_PRICE, REPORT_PACK_SIZES, formatDollars, plans } from '@/config/plans';

const rates = plans
  .filter((plan) => plan.extraReportPrice !== null)
  .map((plan) => `${plan.name} ${formatDollars(plan.extraReportPrice ?? 0)}`)
  .join(', ');

const packSizes = `${REPORT_PACK_SIZES.slice(0, -1).join(', ')} or ${REPORT_PACK_SIZES[REPORT_PACK_SIZES.length - 1]}`;

/** Spec §2/§9: how extra reports, packs and cancellation work. */
const questions = [
  {
    q: 'What does an extra report cost without a subscription?',
    a: `Each report is ${formatDollars(PAY_PER_REPORT_PRICE)}, paid when you need it, with no commitment.`,
  },
  {
    q: 'What if I need more reports than my plan includes?',
    a: `Subscribers can add packs of ${packSizes} reports at any time, at their plan's extra-report rate: ${rates} per report.`,
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
  return (
    <Box component="section" aria-labelledby="pricing-faq-title" sx={{ maxWidth: 800, mx: 'auto', width: '100%' }}>
      <Typography id="pricing-faq-title" variant="h5" component="h2" sx={{ fontWeight: 800, textAlign: 'center', mb: 3 }}>
        Frequently asked questions
      </Typography>
      {questions.map((item) => (
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
            <Typography color="text.secondary">{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
