import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { type Plans, extraReportRates, formatCents, formatChoices, usePlans } from '@/lib/plans';

import { SectionHeading } from './section-heading';

/** Answers with figures take them from the server. */
const questions: { q: string; a: string | ((plans: Plans) => string) }[] = [
  {
    q: 'What if I need more reports than my plan includes?',
    a: (plans) =>
      `Subscribers can add packs of ${formatChoices(plans.packSizes)} extra reports at any time, priced at their plan's extra-report rate: ${extraReportRates(plans)} per report.`,
  },
  {
    q: "I'm not a subscriber. What does an extra report cost?",
    a: (plans) => `Without a subscription, each report is ${formatCents(plans.singleReportCents)}, with no commitment.`,
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
  const { data: plans, error } = usePlans();
  // Without the plans, the questions whose answers are figures are left out.
  const shown = error && !plans ? questions.filter((item) => typeof item.a === 'string') : questions;
  return (
    <Box component="section" aria-labelledby="faq-title" sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper' }}>
      <Container maxWidth="md">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions about extra reports" subtitle="How allowances, add-on packs and pay-per-report work." />
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
          {shown.map((item, index) => (
            // A native disclosure: it opens and closes in the page as rendered at build time too.
            <Box
              component="details"
              key={item.q}
              open={index === 0}
              sx={{
                '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
                '&[open] .faq-chevron': { transform: 'rotate(180deg)' },
              }}
            >
              <Box
                component="summary"
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  px: 3,
                  py: 2,
                  minHeight: 48,
                  cursor: 'pointer',
                  listStyle: 'none',
                  '&::-webkit-details-marker': { display: 'none' },
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {item.q}
                </Typography>
                <ExpandMore className="faq-chevron" aria-hidden sx={{ color: 'text.secondary', transition: 'transform 0.2s' }} />
              </Box>
              <Box sx={{ px: 3, pb: 3 }}>
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
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
