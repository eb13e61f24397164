import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { paths } from '@/config/paths';

import { LegalPage, LegalSection, List, Paragraph } from './legal-page';
import { SupportEmail } from './support-email';

/**
 * What Showscribe keeps, why, for how long, who else sees it, and how an agent gets it out or
 * deletes it. Every sentence describes what the server actually does; change it with the code.
 */
export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="Showscribe helps real-estate agents turn what they see at a showing into a report for their clients. This page says, in plain words, what we store, why, who else handles it, and how you can take it with you or delete it."
    >
      <LegalSection title="What we store">
        <List>
          <li>
            <strong>Your account:</strong> your name, email address, phone number, company, broker office name, an optional logo,
            and your password as a one-way hash (we never store or see the password itself).
          </li>
          <li>
            <strong>Your showings:</strong> the property details you enter (address, description, list price, home facts), your
            client’s name, email address and phone number, your notes on repairs and updates, and any comparable sales you add
            or import.
          </li>
          <li>
            <strong>Your reports:</strong> the reports generated from your notes, your edits to them, their PDF files, and a
            record of each time a report was emailed (when, to whom, and whether it was delivered).
          </li>
          <li>
            <strong>Your plan:</strong> which plan you are on, how many reports you have used this month, and references to your
            payments and subscription at our payment provider. We never receive or store your card number.
          </li>
          <li>
            <strong>Where you are signed in:</strong> for each sign-in, a short device label made from your browser’s name (such
            as “Chrome on Android”), when it started and when it was last used, so you can see your devices under Profile and
            sign them out.
          </li>
          <li>
            <strong>Password resets:</strong> a reset link’s token, stored only as a hash and valid for a short time.
          </li>
        </List>
      </LegalSection>

      <LegalSection title="Why we use it">
        <Paragraph>
          Only to run the service for you: to write, price, store and send your reports, to show your dashboard and analytics,
          to bill your plan, to keep your account secure, and to answer you when you contact us. We do not sell your data or
          your clients’ data, we do not use it for advertising, and we do not build marketing profiles.
        </Paragraph>
        <Paragraph>
          Your analytics (on plans that include them) are computed from your own reports each time you open them; nothing is
          shared with other agents.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Who else handles it">
        <List>
          <li>
            <strong>Stripe</strong> processes payments. When you pay, you enter your card details in Stripe’s own payment form;
            Stripe handles them under its privacy policy and tells us only whether the payment succeeded.
          </li>
          <li>
            <strong>Our email provider</strong> delivers the emails we send for you (reports to your clients, with you copied,
            and password-reset links) over SMTP. A report email goes out in your name, and replies come to you.
          </li>
          <li>
            <strong>A report-writing service</strong>, only where one is set up for this installation: your notes and the
            property details are then sent to it to draft the report’s wording. Costs always come from our own cost catalog.
            Without one, reports are written entirely on our servers.
          </li>
        </List>
        <Paragraph>
          There are no third-party analytics, tracking pixels or advertising scripts in Showscribe.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Cookies and storage in your browser">
        <List>
          <li>
            <strong>One session cookie</strong> (<code>showscribe_session</code>) keeps you signed in. It is HttpOnly (scripts
            cannot read it), sent only to Showscribe, and expires after 14 days or when you sign out.
          </li>
          <li>
            <strong>One local-storage entry</strong> (<code>showscribe.signed-in</code>) remembers only whether this browser was
            signed in, so the app knows whether to ask for your account when it opens. It holds no personal data.
          </li>
        </List>
        <Paragraph>We use no other cookies, and no cookies from anyone else.</Paragraph>
      </LegalSection>

      <LegalSection title="Security">
        <Paragraph>
          Passwords are hashed with Argon2id. Sessions are signed and encrypted. Connections are encrypted with HTTPS in
          production. Another agent can never open your showings or reports. Changing your password signs out your other
          devices, and you can sign out every other device yourself under Profile.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Your data, your choice">
        <List>
          <li>
            <strong>Download everything:</strong> under{' '}
            <Link component={RouterLink} to={paths.dashboard.getHref('profile')}>
              Dashboard → Profile
            </Link>
            , <em>Download my data</em> gives you one ZIP file with your account, every showing, every report (as data and as
            PDF) and your logo.
          </li>
          <li>
            <strong>Correct it:</strong> you can edit your profile, your showings and your reports at any time.
          </li>
          <li>
            <strong>Delete your account:</strong> under Profile, <em>Delete account</em> cancels your subscription and removes
            your account, showings, reports, PDFs, logo and sign-ins for good. The only thing kept is the record of payments
            and subscriptions that tax and billing law requires us to keep, with nothing in it that names you (the payment
            provider’s reference stays so the payment can be matched with its records).
          </li>
        </List>
        <Paragraph>
          If you are in the European Economic Area or the UK, you have the rights the GDPR gives you: access, correction,
          deletion, portability, and objection. The tools above cover them directly; for anything else, write to{' '}
          <SupportEmail /> and we will answer within 30 days.
        </Paragraph>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <Paragraph>
          As long as your account exists, or until you delete a showing or report yourself. Deleting removes it at once from
          the service; anonymous payment records are kept for as long as billing law requires.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Your clients’ information">
        <Paragraph>
          You enter your clients’ names and contact details to send them reports. You are responsible for having their
          permission to do so; we use those details only to deliver the reports you ask us to send.
        </Paragraph>
      </LegalSection>

      <LegalSection title="Questions and changes">
        <Paragraph>
          Write to <SupportEmail /> or use the{' '}
          <Link component={RouterLink} to={paths.contact.getHref()}>
            contact page
          </Link>
          . When this policy changes, the date at the top of this page changes with it.
        </Paragraph>
      </LegalSection>
    </LegalPage>
  );
}
