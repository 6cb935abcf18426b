import { Link } from "react-router";
import { LegalLayout, Section } from "../components/legal-layout";

export default function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      effective="26 July 2025"
      intro={
        <p>
          Dating asks you to share personal things. This policy explains, in plain language, what Unlocked
          collects, why, who helps us run the service, how long we keep your information and how you stay in
          control of it.
        </p>
      }
    >
      <Section title="The short version">
        <ul>
          <li>We collect what we need to run your account, show you compatible people and keep the community safe.</li>
          <li>We never sell your data, we show no ads, and we use no tracking or analytics cookies.</li>
          <li>Photos are re-encoded when you upload them, so hidden metadata such as GPS location never reaches other members.</li>
          <li>Your zip code is turned into an approximate area. We never ask for your precise location.</li>
          <li>You can see, correct, export or delete your information at any time.</li>
        </ul>
      </Section>

      <Section title="Who we are">
        <p>
          Unlocked (&quot;we&quot;, &quot;us&quot;) runs the Unlocked dating service for adults aged 18 and over. We
          are responsible for the personal information described in this policy. You can reach us about anything
          in it at <a href="mailto:support@unlocked.app">support@unlocked.app</a>.
        </p>
      </Section>

      <Section title="What we collect">
        <h3>Your account</h3>
        <ul>
          <li>Your email address, used to sign you in and to send account emails such as confirmation and password reset links.</li>
          <li>
            A hash of your password, created with scrypt. We never store your password itself and cannot read it.
          </li>
          <li>Your date of birth, from which we calculate your age and confirm that you are 18 or older.</li>
        </ul>

        <h3>Your profile</h3>
        <ul>
          <li>
            What you choose to share: your name, gender, who you are interested in, what you are looking for, bio,
            interests, prompts and your distance and age preferences.
          </li>
          <li>Your profile visibility choice: public, matches only or private.</li>
        </ul>

        <h3>Your photos</h3>
        <p>
          Every photo is re-encoded on our servers when you upload it. Re-encoding removes EXIF and similar
          metadata, including GPS coordinates, camera details and timestamps, so the copy other members see
          carries the picture and nothing else.
        </p>

        <h3>Your approximate location</h3>
        <p>
          You give us a zip code. We convert it to the approximate center point of that zip code area and use
          that point to calculate distances between members. We do not use your device&apos;s GPS, and other
          members see an approximate distance, never your address or exact position.
        </p>

        <h3>Your quiz answers</h3>
        <p>
          Your answers to the compatibility quiz, which our own engine uses to calculate compatibility scores,
          Connection DNA and digest insights.
        </p>

        <h3>Your activity and conversations</h3>
        <ul>
          <li>Likes you give, matches you make and Echo chats you start or join.</li>
          <li>Messages you send and receive, and whether a message has been read.</li>
          <li>Moments and favorites you save to your Memory Vault or Match Memory, if your plan includes them.</li>
        </ul>

        <h3>Safety information</h3>
        <ul>
          <li>Your safety settings, the people you block and the reports you file, including any details you write.</li>
          <li>Reports other members file about you.</li>
          <li>Your age verification status.</li>
        </ul>

        <h3>Subscriptions and payments</h3>
        <p>
          Your plan, its start and renewal or end date, and the order reference that PayPal returns. Payments are
          handled by PayPal: we never see or store your card or bank details.
        </p>

        <h3>Technical information</h3>
        <p>
          Your IP address is processed to protect sign-in and other sensitive actions from abuse through rate
          limiting, and it may appear in our server logs. Each sign-in session records the IP address and
          browser type it started from, so unusual sign-ins can be spotted. We keep you signed in with one
          essential session cookie. Read our <Link to="/cookies">Cookie Policy</Link> for details, including the few preferences we
          keep in your browser&apos;s local storage.
        </p>

        <h3>People you invite</h3>
        <p>
          If you invite a friend, we use the email address you enter only to send that invitation.
        </p>
      </Section>

      <Section title="Sensitive information">
        <p>
          Your gender identity, who you are interested in and some of your quiz answers can reveal deeply personal
          things, including your sexual orientation. You choose what to share. We use this information only to
          show you to people you might match with and to show them to you. We never use it for advertising and we
          never share it with anyone for their own purposes.
        </p>
      </Section>

      <Section title="How we use your information">
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>To suggest compatible people, calculate compatibility from your quiz answers, shared interests and intent, and explain the result in words.</li>
          <li>To deliver messages, Echo chats, video calls and the premium features of your plan.</li>
          <li>To enforce your choices: visibility, blocks, message settings and age verification preferences.</li>
          <li>To review reports, enforce our <Link to="/terms">Terms of Service</Link> and protect members from harm.</li>
          <li>To process subscriptions and answer billing questions.</li>
          <li>To send emails you need: confirmations, password resets, invitations you ask us to send and updates about your matches.</li>
        </ul>
        <p>
          Compatibility scores, Connection DNA and the AI digest are computed by our own engine on our servers. They
          do not depend on an outside AI service. If that ever changes, we will update this policy and tell you
          before any of your information is sent to one.
        </p>
      </Section>

      <Section title="What other members can see">
        <p>
          Depending on your visibility setting, other members can see your profile, your photos, your age, an
          approximate distance and your compatibility with them. Public profiles appear in discovery, matches-only
          profiles are visible to your existing matches, and private profiles are not shown to anyone. Your
          messages are visible only to the person you are talking with. People you block, and people who block
          you, cannot see you anywhere on Unlocked.
        </p>
      </Section>

      <Section title="What we never do">
        <ul>
          <li>We never sell or rent your personal information.</li>
          <li>We show no advertising, so there is no ad profile to build.</li>
          <li>We use no tracking cookies, analytics tools or third-party scripts and fonts that could follow you around the web.</li>
          <li>We never read your messages out of curiosity. We look at a conversation only when it has been reported, and then only what we need to handle the report.</li>
        </ul>
      </Section>

      <Section title="Who helps us run Unlocked">
        <p>
          A small number of service providers process information on our behalf, under contracts that allow them
          to use it only to provide their service to us:
        </p>
        <ul>
          <li><strong>Hosting provider:</strong> runs our servers, database and photo storage.</li>
          <li><strong>Email provider:</strong> delivers the emails we send you, such as confirmations and password resets.</li>
          <li>
            <strong>PayPal:</strong> processes subscription payments. On PayPal&apos;s own pages, PayPal&apos;s
            privacy statement applies.
          </li>
        </ul>
        <p>
          We may also disclose information where the law requires it, or where it is necessary to protect someone
          from serious harm. We will tell you about a legal request concerning you unless we are prevented from
          doing so.
        </p>
      </Section>

      <Section title="How long we keep your information">
        <ul>
          <li><strong>Account, profile, photos and quiz answers:</strong> for as long as your account exists, or until you remove or change them.</li>
          <li><strong>Messages:</strong> until the match is ended by either person or your account is deleted. Unmatching removes the conversation for both people.</li>
          <li><strong>Reports:</strong> for as long as we need them to handle the report and protect other members.</li>
          <li><strong>Payment records:</strong> your plan, amounts, dates and PayPal references are kept for as long as tax and accounting law requires, even after you delete your account.</li>
          <li><strong>Security data:</strong> rate-limiting counters cover short windows of up to an hour; session records, with their IP address and browser type, end when the session expires (at most 7 days) or you sign out; server logs are kept for a short period to investigate faults and abuse, then deleted.</li>
          <li><strong>Email links:</strong> password reset links expire after one hour and email confirmation links after 24 hours.</li>
        </ul>
        <p>
          When you delete your account, we remove your profile, photos, the messages you sent, your likes, matches
          and settings. Where we keep backups, deleted information disappears from them as they are replaced on
          their regular cycle.
        </p>
      </Section>

      <Section title="How we protect your information">
        <ul>
          <li>Passwords are hashed with scrypt, a deliberately slow algorithm designed to resist guessing.</li>
          <li>Your session lives in an httpOnly cookie that scripts in the page cannot read.</li>
          <li>Connections to Unlocked are encrypted in transit.</li>
          <li>Our servers check on every request that you may see or change the information involved: your own profile, your own matches and their messages, your own settings.</li>
          <li>Sign-in and other sensitive actions are rate limited to slow down attacks.</li>
          <li>Photos are stripped of hidden metadata before anyone else can see them.</li>
        </ul>
        <p>
          No system is perfectly secure. If a breach ever affects your information, we will tell you promptly and
          explain what we are doing about it.
        </p>
      </Section>

      <Section title="Your rights and choices">
        <p>Wherever you live, you can ask us to:</p>
        <ul>
          <li><strong>Access</strong> the personal information we hold about you.</li>
          <li><strong>Correct</strong> anything that is wrong. Most of it you can edit yourself on your profile.</li>
          <li><strong>Delete</strong> your information. You can delete your account yourself in your account settings, or ask us to do it.</li>
          <li><strong>Export</strong> a copy of your information in a portable format.</li>
          <li><strong>Object</strong> to or restrict how we use your information, where the law gives you that right.</li>
        </ul>
        <p>
          To make a request, email <a href="mailto:support@unlocked.app">support@unlocked.app</a> from the address
          on your account, so we can confirm that the request comes from you. We aim to respond within 30 days and
          usually much sooner. You also have the right to complain to your local data protection authority.
        </p>
        <p>
          You can change your profile visibility and other protections at any time on the{" "}
          <Link to="/safety">Safety settings</Link> page.
        </p>
      </Section>

      <Section title="Adults only">
        <p>
          Unlocked is only for people aged 18 and over. We do not knowingly collect information from anyone younger.
          If we learn that an account belongs to someone under 18, we delete it. If you believe that is the case,
          please report the profile or email us.
        </p>
      </Section>

      <Section title="Changes to this policy">
        <p>
          If we change this policy, we will update the effective date above. If a change affects how we use
          information you have already given us, we will tell you by email or in the app before it takes effect.
        </p>
      </Section>

      <Section title="Contact us">
        <p>
          Questions, requests or worries about your privacy are welcome at{" "}
          <a href="mailto:support@unlocked.app">support@unlocked.app</a>. A real person will read your message.
        </p>
      </Section>
    </LegalLayout>
  );
}
