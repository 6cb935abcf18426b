import { Link } from "react-router";
import { LegalLayout, Section } from "../components/legal-layout";
import { PageDescriptions } from "#shared/pages";

export default function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      description={PageDescriptions.terms}
      effective="26 July 2025"
      intro={
        <p>
          These terms are the agreement between you and Unlocked when you use our website and apps. We have tried to
          keep them clear and fair. By creating an account or using Unlocked, you agree to them, so please read them
          carefully.
        </p>
      }
    >
      <Section title="1. Who can use Unlocked">
        <ul>
          <li>
            You must be at least 18 years old. We may ask you to confirm your age, and we close accounts that belong to
            anyone younger.
          </li>
          <li>You must be legally able to enter into this agreement where you live.</li>
          <li>
            You must not have been removed from Unlocked before, unless we have told you in writing that you may return.
          </li>
          <li>You must not be prohibited by law from using a service like ours.</li>
        </ul>
      </Section>

      <Section title="2. Your account">
        <ul>
          <li>Give us accurate information about yourself, including your date of birth, and keep it up to date.</li>
          <li>
            Keep your password private and choose one you do not use anywhere else. You are responsible for activity on
            your account.
          </li>
          <li>One person, one account. Accounts are personal and may not be shared, sold or transferred.</li>
          <li>
            If you think someone else has accessed your account, reset your password and tell us at{" "}
            <a href="mailto:support@unlocked.app">support@unlocked.app</a> straight away.
          </li>
        </ul>
      </Section>

      <Section title="3. Community rules">
        <p>
          Unlocked welcomes people of every gender identity and every orientation. Everyone here deserves to feel safe
          and respected. When you use Unlocked, you agree not to:
        </p>
        <ul>
          <li>Harass, threaten, stalk, bully or intimidate anyone, on or off Unlocked.</li>
          <li>
            Post or send hateful content, including content that attacks people for their gender identity, sexual
            orientation, race, ethnicity, religion, disability or body.
          </li>
          <li>
            Send sexual content to someone who has not clearly asked for it, or share anyone&apos;s intimate images
            without their consent.
          </li>
          <li>
            Pretend to be someone else, use photos that are not of you, or misrepresent your age or relationship status.
          </li>
          <li>Ask anyone for money, promote products or services, or run scams of any kind.</li>
          <li>
            Share another person&apos;s private information, such as their address, phone number or workplace, without
            permission.
          </li>
          <li>Use Unlocked for anything illegal, including any form of exploitation or trafficking.</li>
          <li>
            Scrape, copy or collect other members&apos; information, or use automated tools to access the service.
          </li>
          <li>Try to break, overload or get around the security and limits of Unlocked.</li>
        </ul>
        <p>
          Content you post must be yours to share. You keep ownership of it, and you give us permission to store,
          display and process it only as needed to run Unlocked for you and the people you connect with.
        </p>
      </Section>

      <Section title="4. Reports and blocks">
        <p>
          You can block or report anyone from their profile or your conversation with them. When you block someone,
          neither of you will see the other anywhere on Unlocked: not in discovery, search, matches or messages. When
          you report someone, our team reviews the report and may warn, restrict or remove the account. Please only make
          honest reports; deliberately false reports are themselves a breach of these terms.
        </p>
        <p>
          If you are in danger, contact local emergency services first. Our <Link to="/safety">Safety</Link> page lists
          support resources.
        </p>
      </Section>

      <Section title="5. Plans, payments and renewal">
        <h3>Plans and prices</h3>
        <ul>
          <li>
            <strong>Free:</strong> $0, with basic compatibility matching and up to 5 sent messages per day.
          </li>
          <li>
            <strong>Unlocked+ (Complete Plus):</strong> $12 per month.
          </li>
          <li>
            <strong>Unlocked Beyond (Complete Beyond):</strong> $39 per year.
          </li>
          <li>
            <strong>Echo Amplified add-on:</strong> $4 per month, or $12 once for lifetime access.
          </li>
        </ul>
        <p>
          What each plan includes is described on our <Link to="/pricing">Pricing</Link> page. Prices are in US dollars.
        </p>

        <h3>Payment</h3>
        <p>
          Payments are processed by PayPal. When you buy a plan, you approve the payment with PayPal and its terms apply
          to that payment as well as ours. Your plan becomes active once the payment is confirmed.
        </p>

        <h3>Automatic renewal</h3>
        <p>
          Monthly plans run for one month and yearly plans for one year. Subscriptions renew automatically at the end of
          each period at the then-current price, using the payment method you approved, until you cancel. The lifetime
          Echo Amplified purchase is a single payment and does not renew.
        </p>

        <h3>Price changes</h3>
        <p>
          If we change the price of a plan you subscribe to, we will tell you at least 30 days before the new price
          applies to you. If you do not want to continue at the new price, you can cancel before your next renewal.
        </p>

        <h3>Cancellation</h3>
        <p>
          You can cancel at any time from your subscription settings. Cancelling stops future renewals. You keep access
          to your paid features until the end of the period you have already paid for, and then your account moves to
          the Free plan. Your matches and conversations stay with you.
        </p>

        <h3>Refunds</h3>
        <p>
          We do not give refunds for partial months or unused parts of a subscription period. If you were charged in
          error, or if the law where you live gives you a right to a refund, write to{" "}
          <a href="mailto:support@unlocked.app">support@unlocked.app</a> and we will put it right.
        </p>
      </Section>

      <Section title="6. What we can and cannot promise">
        <p>
          We work hard to introduce you to people you are genuinely compatible with, but we cannot promise that you will
          find a match, a date, a relationship or love. Connection depends on people, timing and a little luck, and no
          app can guarantee it. Compatibility scores are a helpful guide based on your answers, shared interests and
          intent; they are not a prediction of how a relationship will go.
        </p>
        <p>
          We do not run criminal background checks on members, and we cannot verify everything people say about
          themselves. Please take care when you meet someone new, and read our safety guidance before meeting in person.
        </p>
      </Section>

      <Section title="7. Ending your account">
        <p>
          You can delete your account at any time in your account settings. Deleting it removes your profile, photos,
          the messages you sent, your likes, matches and settings, as described in our{" "}
          <Link to="/privacy">Privacy Policy</Link>. If you delete your account while a paid plan is active, the plan
          ends with it and does not renew; as with cancellation, the unused part of the period is not refunded.
        </p>
        <p>
          We may suspend or close an account that breaks these terms, puts other people at risk, or is required to be
          closed by law. Where it is safe and lawful, we will tell you why. If we close your account for a serious
          breach, we do not refund the remaining paid period. If we ever shut Unlocked down, we will refund the unused
          part of any paid period.
        </p>
      </Section>

      <Section title="8. Limits of our liability">
        <p>
          Unlocked is provided &quot;as is&quot; and &quot;as available&quot;. We aim to keep it running smoothly and
          securely, but we cannot promise that it will always be available or free of errors.
        </p>
        <p>
          We are not responsible for how other members behave, on or off Unlocked, although we act on reports and remove
          people who break our rules. To the extent the law allows, we are not liable for indirect or consequential
          losses, and our total liability to you is limited to the amount you paid us in the 12 months before the claim
          arose.
        </p>
        <p>
          Nothing in these terms limits any liability that cannot be limited by law, or any rights you have as a
          consumer that cannot be waived.
        </p>
      </Section>

      <Section title="9. Changes to these terms">
        <p>
          We may update these terms as Unlocked grows. If a change is significant, we will tell you by email or in the
          app before it takes effect and update the effective date above. If you do not agree with a change, you can
          stop using Unlocked and delete your account. Continuing to use Unlocked after a change takes effect means you
          accept the updated terms.
        </p>
      </Section>

      <Section title="10. Contact us">
        <p>
          Questions about these terms are welcome at <a href="mailto:support@unlocked.app">support@unlocked.app</a>. We
          read every message.
        </p>
      </Section>
    </LegalLayout>
  );
}
