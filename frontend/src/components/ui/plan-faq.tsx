import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

import { type Plans, extraReportRates, formatCents, formatChoices, usePlans } from '@/lib/plans';

/** A question about plans and prices; an answer with figures takes them from the server's plans. */
export interface PlanQuestion {
  q: string;
  a: string | ((plans: Plans) => string);
}

/** Every question the public pages answer about plans, packs and trials: one wording each. */
export const planQuestions = {
  moreReports: {
    q: 'What if I need more reports than my plan includes?',
    a: (plans) =>
      `Subscribers can add packs of ${formatChoices(plans.packSizes)} extra reports at any time, priced at their plan's extra-report rate: ${extraReportRates(plans)} per report.`,
  },
  singleReport: {
    q: "I'm not a subscriber. What does an extra report cost?",
    a: (plans) => `Without a subscription, each report is ${formatCents(plans.singleReportCents)}, paid when you need it, with no commitment.`,
  },
  freeTrial: {
    q: 'Can I try Showscribe for free?',
    a: 'Yes. Every plan starts with a free report trial, and you do not need a credit card to sign up.',
  },
  allowanceReset: {
    q: 'When does my monthly allowance reset?',
    a: 'Your included reports renew on your billing date each month. There are no setup fees and you can cancel anytime.',
  },
  unusedPackReports: {
    q: 'What happens to pack reports I do not use?',
    a: 'They stay on your account and carry over to next month.',
  },
  cancel: {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from the Billing tab of your dashboard; the cancellation takes effect at the end of the billing period you have paid for.',
  },
} satisfies Record<string, PlanQuestion>;

/**
 * Questions and answers as native disclosures (`<details>`), so they open and close in a page
 * rendered at build time with no script. Without the plans (they could not be loaded), the
 * questions whose answers are figures are left out; while they load, their answers are outlines.
 */
export function PlanFaq({ questions, openFirst = false }: { questions: PlanQuestion[]; openFirst?: boolean }) {
  const { data: plans, error } = usePlans();
  const shown = error && !plans ? questions.filter((item) => typeof item.a === 'string') : questions;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }}>
      {shown.map((item, index) => (
        <Box
          component="details"
          key={item.q}
          open={openFirst && index === 0}
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
              px: { xs: 2, sm: 3 },
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
          <Box sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
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
  );
}
