import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

import { LegalPage, LegalSection, List, Paragraph } from './legal-page';
import { SupportEmail } from './support-email';

/** The terms an agent accepts by creating an account, in plain words. */
export function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms apply when you create a Showscribe account and use it. They are written to be read; if anything is unclear, ask us."
    >
      <LegalSection title="The service">
        <Paragraph>
          Showscribe turns your showing notes, spoken or typed, into a showing report with repair and upgrade cost ranges and a
          comparative market analysis, renders it as a PDF, emails it to your client when you ask, and keeps it on your
          dashboard.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Cost figures are estimates">
        <Paragraph>
          Cost ranges are budgeting figures based on published national averages adjusted for regional price levels. They are
          not contractor bids, an appraisal or a home inspection. Items marked “Needs a contractor quote” have no figure. You
          review every report before you send it, and you and your clients should obtain quotes from licensed contractors
          before making decisions.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Your account">
        <List>
          <li>Give accurate details, keep your password to yourself, and tell us if you think someone else has used your account.</li>
          <li>One account is for one agent. You are responsible for what is done with it.</li>
          <li>
            You may only enter clients’ contact details that you are allowed to use, and only send reports to people who
            expect them.
          </li>
        </List>
      </LegalSection>

      <LegalSection title="Plans, payments and cancelling">
        <List>
          <li>
            Every account starts with a free report trial; no card is needed for it. Monthly plans include a number of reports
            each billing period, as shown on the{' '}
            <Link component={RouterLink} to={paths.pricing.getHref()}>
              pricing page
            </Link>
            ; unused reports do not carry over. Extra reports can be bought in packs, or one at a time without a plan.
          </li>
          <li>Payments are processed by Stripe. Prices are in US dollars. There are no setup fees.</li>
          <li>You can cancel any time from Dashboard → Billing; there is no cancellation fee.</li>
          <li>Reports already generated stay yours after you cancel. A report taken from your allowance is not refunded when you delete it.</li>
        </List>
      </LegalSection>

      <LegalSection title="Your content">
        <Paragraph>
          Your notes, showings, reports and logo remain yours. You let us store and process them only to provide the service to
          you, as the{' '}
          <Link component={RouterLink} to={paths.privacy.getHref()}>
            Privacy Policy
          </Link>{' '}
          describes. You can download all of it, or delete your account, at any time from your profile.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Fair use">
        <Paragraph>
          Do not use Showscribe to send unsolicited email, to break the law, or to try to reach other agents’ data or overload
          the service. We may suspend an account that does, and will tell you why.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Availability and liability">
        <Paragraph>
          We work to keep Showscribe available and your data safe, but the service is provided as it is, without a guarantee
          that it will never be interrupted. To the extent the law allows, we are not liable for decisions made on the basis of
          a report’s estimates, and our total liability is limited to what you paid us in the twelve months before the claim.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Changes and contact">
        <Paragraph>
          When these terms change, the date at the top of this page changes with them. Questions: write to <SupportEmail /> or
          use the{' '}
          <Link component={RouterLink} to={paths.contact.getHref()}>
            contact page
          </Link>
          .
        </Paragraph>
      </LegalSection>
    </LegalPage>
  );
}
