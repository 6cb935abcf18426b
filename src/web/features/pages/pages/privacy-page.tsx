import { Link } from "react-router";
import { LegalLayout, Section } from "../components/legal-layout";
import { PageDescriptions } from "#shared/pages";

export default function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      description={PageDescriptions.privacy}
      effective="24 November 2026"
      intro={
        <p>
          Dating asks you to share personal things. This policy explains, in plain language, what Unlocked collects,
          why, who helps us run the service, how long we keep your information and how you stay in control of it.
        </p>
      }
    >
      <Section title="The short version">
        <ul>
          <li>We collect what we need to run your account, show you compatible people and keep the community safe.</li>
          <li>We never sell your data, we show no ads, and we use no tracking or analytics cookies.</li>
          <li>
            Photos are re-encoded when you upload them, so hidden metadata such as GPS location never reaches other
            members.
          </li>
          <li>Your zip code is turned into an approximate area. We never ask for your precise location.</li>
          <li>You can see, correct, export or delete your information at any time.</li>
        </ul>
      </Section>

      <Section title="Who we are">
        <p>
          Unlocked (&quot;we&quot;, &quot;us&quot;) runs the Unlocked dating service for adults aged 18 and over. We are
          responsible for the personal information described in this policy. You can reach us about anything in it at{" "}
          <a href="mailto:support@unlocked.app">support@unlocked.app</a>.
        </p>
      </Section>

      <Section title="What we collect">
        <h3>Your account</h3>
        <ul>
          <li>
            Your email address, used to sign you in and to send account emails such as confirmation and password reset
            links.
          </li>
          <li>A hash of your password, created with scrypt. We never store your password itself and cannot read it.</li>
          <li>Your date of birth, from which we calculate your age and confirm that you are 18 or older.</li>
        </ul>

        <h3>Your profile</h3>
        <ul>
          <li>
            What you choose to share: your name, gender, who you are interested in, what you are looking for, bio,
            interests, prompts and your distance and age preferences.
          </li>
          <li>
            If you choose to add them: the words you use for your gender identity, your orientation and your pronouns,
            each with your choice of whether it shows on your profile. Your orientation is private until you choose to
            show it; what you keep private is used for nothing and shown to no one.
          </li>
          <li>How far you have got in setting up your profile, so you can carry on from any device.</li>
          <li>Your profile visibility choice: public, matches only or private.</li>
        </ul>

        <h3>Your photos</h3>
        <p>
          Every photo is re-encoded on our servers when you upload it. Re-encoding removes EXIF and similar metadata,
          including GPS coordinates, camera details and timestamps, so the copy other members see carries the picture
          and nothing else.
        </p>

        <h3>Photo verification (if you choose it)</h3>
        <p>
          If you take the live check to get the Verified mark, your camera&apos;s pictures are sent to our own servers
          and read there by a face model that runs on them, never by another company. Each picture is read and then
          dropped. While the check runs (at most two minutes), we keep one set of measurements of your face from your
          straight look, to compare each later picture with; it is deleted the moment the check ends, whether it passed
          or not. At the end, that look is compared with the faces in your photos and nothing of either is stored. We
          keep only when you took each check, the steps it asked, the model&apos;s version and the result, and, once you
          are verified, which of your photos matched. That record is in your data export and is deleted with your
          account.
        </p>
        <p>
          If you did every step but the comparison did not match your photos, you may ask a moderator to look. Only then
          is anything of your face kept: the four pictures of that check, which your browser still holds and sends at
          your request (we check that they are the very pictures the check was done with). They are kept in private
          storage beside your request, seen only by our moderators, and deleted 30 days after their decision, or at once
          if you delete your account. Whether you asked and what was decided is in your data export.
        </p>

        <h3>Your approximate location</h3>
        <p>
          You give us a zip code. We convert it to the approximate center point of that zip code area and use that point
          to calculate distances between members. We do not use your device&apos;s GPS, and other members see an
          approximate distance, never your address or exact position.
        </p>

        <h3>Your quiz answers</h3>
        <p>
          Your answers to the compatibility quiz, and how much each one matters to you, which our own engine uses to
          calculate compatibility scores, Connection DNA and digest insights. Nobody else sees your answers; others see
          only the score and the reasons in words.
        </p>

        <h3>Your activity and conversations</h3>
        <ul>
          <li>Likes you give, matches you make and Echo chats you start or join.</li>
          <li>Messages you send and receive, and whether a message has been read.</li>
          <li>Moments and favorites you save to your Memory Vault or Match Memory, if your plan includes them.</li>
        </ul>

        <h3>Safety information</h3>
        <ul>
          <li>
            Your safety settings, the people you block (with their name and a small copy of their photo as they were
            when you blocked them, shown only to you) and the reports you file, including any details you write.
          </li>
          <li>
            Reports other members file about you, and with each one the evidence our moderators review: your profile and
            photos as they were at that moment, and, if the report came from a conversation, that conversation up to the
            report.
          </li>
          <li>
            Decisions our moderators make about your account (a warning, a removed photo or text, a suspension or a
            ban), the messages we show you about them, and any appeal you send.
          </li>
          <li>
            Whether each photo you upload is live or in review. Every upload is checked for sexually explicit content by
            a model that runs on our own servers; the photo is never sent anywhere else, and we keep no score.
          </li>
          <li>Your age verification status.</li>
        </ul>

        <h3>Subscriptions and payments</h3>
        <p>
          Your plan, its start and renewal or end date, and the order reference that PayPal returns. Payments are
          handled by PayPal: we never see or store your card or bank details.
        </p>

        <h3>Technical information</h3>
        <ul>
          <li>
            To protect sign-in and other sensitive actions from abuse, we keep short-lived rate-limiting counters on our
            servers, keyed by your IP address, by an email address typed into a form (sign-up, sign-in or password
            reset) or by your account id.
          </li>
          <li>
            Each sign-in session records the IP address and browser type it started from, so unusual sign-ins can be
            spotted. You can see them, and sign any device out, in Settings → Where you&apos;re signed in.
          </li>
          <li>
            Our application&apos;s logs record, for each request, its type, the route (never the full address, which may
            hold a link&apos;s token), the result, how long it took and a request id. They never record your IP address,
            email or name.
          </li>
          <li>
            The web server in front of our servers records the IP address of each request, so we can investigate faults
            and abuse. Those logs are deleted after 14 days.
          </li>
          <li>
            If you turn on notifications, we keep the push address your browser gave us for that device, with its
            encryption keys, so we can send them.
          </li>
        </ul>
        <p>
          We keep you signed in with one essential session cookie. Read our <Link to="/cookies">Cookie Policy</Link> for
          details, including the few preferences we keep in your browser&apos;s local storage.
        </p>

        <h3>People you invite</h3>
        <p>
          If you invite a friend, we use the email address you enter and your message to send that invitation. We keep
          both until your account is deleted, and they appear in your data export.
        </p>
      </Section>

      <Section title="Sensitive information">
        <p>
          A face&apos;s measurements are biometric information. We make them only when you take the photo verification
          check, only to compare you with your own photos, and we never keep them. The only pictures of your face we
          keep are those you send for a moderator&apos;s review of a failed check, for 30 days after the decision (see
          Photo verification above).
        </p>
        <p>
          Your gender identity, your orientation, who you are interested in and some of your quiz answers can reveal
          deeply personal things. You choose what to share. We use this information only to show you to people you might
          match with and to show them to you. We never use it for advertising and we never share it with anyone for
          their own purposes.
        </p>
      </Section>

      <Section title="How we use your information">
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>
            To suggest compatible people, calculate compatibility from your quiz answers, shared interests and intent,
            and explain the result in words.
          </li>
          <li>To deliver messages, Echo chats, video calls and the premium features of your plan.</li>
          <li>To enforce your choices: visibility, blocks, message settings and age verification preferences.</li>
          <li>
            To review reports, enforce our <Link to="/terms">Terms of Service</Link> and protect members from harm.
          </li>
          <li>To process subscriptions and answer billing questions.</li>
          <li>
            To send emails you need: confirmations, password resets, invitations you ask us to send and updates about
            your matches.
          </li>
        </ul>
        <p>
          Compatibility scores, Connection DNA and the AI digest&apos;s insights are computed by our own engine on our
          servers. An outside language model is optional: if we turn it on, it only words the summary of your week in
          the AI digest. It receives only counts and percentages (likes you gave and received, matches, replies waiting
          and compatibility percentages such as your average), never your name, photos, profile text or messages.
        </p>
      </Section>

      <Section title="What other members can see">
        <p>
          Depending on your visibility setting, other members can see your profile, your photos, your age, an
          approximate distance and your compatibility with them. Public profiles appear in discovery, matches-only
          profiles are visible to your existing matches, and private profiles are not shown to anyone. Your messages are
          visible only to the person you are talking with. Video calls connect you directly to the other person, so they
          can see your IP address. People you block, and people who block you, cannot see you anywhere on Unlocked.
        </p>
      </Section>

      <Section title="What we never do">
        <ul>
          <li>We never sell or rent your personal information.</li>
          <li>We show no advertising, so there is no ad profile to build.</li>
          <li>
            We use no tracking cookies, analytics tools or third-party scripts and fonts that could follow you around
            the web.
          </li>
          <li>
            We never read your messages out of curiosity. We look at a conversation only when it has been reported, and
            then only what we need to handle the report. When you report someone you have talked with, a copy of that
            conversation as it stood is kept with the report, so that it can still be reviewed if either of you ends the
            match.
          </li>
        </ul>
      </Section>

      <Section title="Who helps us run Unlocked">
        <p>
          A small number of service providers process information on our behalf, under contracts that allow them to use
          it only to provide their service to us. A few parts of Unlocked also pass through your own browser&apos;s
          services or go directly to the person you are talking with, so we explain exactly what each one sees:
        </p>
        <ul>
          <li>
            <strong>Hosting provider:</strong> runs our servers, database, photo storage and the archives of your data
            exports.
          </li>
          <li>
            <strong>Email provider:</strong> delivers the emails we send you, such as confirmations and password resets.
          </li>
          <li>
            <strong>PayPal:</strong> processes subscription payments. It receives the plan you chose and an internal
            payment reference, never your profile. On PayPal&apos;s own pages, PayPal&apos;s privacy statement applies.
          </li>
          <li>
            <strong>Your browser&apos;s push service:</strong> if you turn on notifications, the push service of your
            browser (run by Google, Apple, Mozilla and the like) delivers them. Their content is encrypted end to end,
            so the push service cannot read it. With message previews on (they are off by default), a notification
            carries the sender&apos;s name and the start of the message.
          </li>
          <li>
            <strong>Video calls:</strong> a call connects you directly to the other person (peer to peer), so they, and
            any connection (STUN/TURN) servers we configure to set up the call, can see your IP address.
          </li>
          <li>
            <strong>Outside language model (optional):</strong> if we turn it on, it words the summary of your week in
            the AI digest from counts and percentages only, never your name, photos, profile text or messages.
          </li>
        </ul>
        <p>
          We may also disclose information where the law requires it, or where it is necessary to protect someone from
          serious harm. We will tell you about a legal request concerning you unless we are prevented from doing so.
        </p>
      </Section>

      <Section title="How long we keep your information">
        <ul>
          <li>
            <strong>Account, profile, photos and quiz answers:</strong> for as long as your account exists, or until you
            remove or change them.
          </li>
          <li>
            <strong>Messages:</strong> until the match is ended by either person or one of you deletes their account.
            Unmatching removes the conversation for both people. If one of you blocks the other, the conversation is
            hidden from both of you and kept until one of you deletes their account or the block is lifted (unblocking
            ends the match and removes the conversation).
          </li>
          <li>
            <strong>Invitations:</strong> the email address you invited and your message, until your account is deleted.
          </li>
          <li>
            <strong>Data exports:</strong> each archive can be downloaded for 7 days, then it is deleted.
          </li>
          <li>
            <strong>Reports and their evidence</strong> (the conversation up to the report, and the reported profile and
            photos as they were): while the report is open and for 365 days after a moderator closes it, then deleted,
            including after either account is deleted, so that a report can still be reviewed and repeat behaviour
            recognised. We keep them because protecting members from harm is our legitimate interest.
          </li>
          <li>
            <strong>Moderators&apos; decisions:</strong> every decision is recorded in an audit log (who decided, what,
            when and why) kept for 730 days, so that decisions can be checked and appeals answered. It names accounts by
            an internal number, never by email address.
          </li>
          <li>
            <strong>Bans:</strong> when an account is banned we keep a keyed hash of its email address, never the
            address itself, so that it cannot be used for a new account; it is removed if the ban is lifted.
          </li>
          <li>
            <strong>Payment records:</strong> your plan, amounts, dates and PayPal references are kept for as long as
            tax and accounting law requires, even after you delete your account (they are then no longer linked to you).
          </li>
          <li>
            <strong>Sessions:</strong> a session lasts 7 days after it was last used (it is renewed at most once a day
            while you use Unlocked), or until you sign out or sign that device out in Settings → Where you&apos;re
            signed in. Expired session records, with their IP address and browser type, are deleted within an hour of
            expiring.
          </li>
          <li>
            <strong>Rate-limiting counters:</strong> they cover windows of up to a day and are deleted about a day
            later, or at once when you delete your account.
          </li>
          <li>
            <strong>Web server logs:</strong> with the IP address of each request, deleted after 14 days.
          </li>
          <li>
            <strong>Notifications:</strong> your browser&apos;s push address is kept until you turn notifications off or
            delete your account.
          </li>
          <li>
            <strong>Email links:</strong> password reset links expire after one hour and email confirmation links after
            24 hours.
          </li>
        </ul>
        <p>
          You can delete your account in Settings → Delete your account, with your password. If you have a paid plan, we
          first stop any renewal with the payment provider; if that fails, nothing is deleted and we tell you, so you
          can try again. Then we remove your profile, photos, quiz answers, likes, matches and their whole conversations
          (for both of you), your Memory Vault, settings, sessions, invitations and data exports. Reports stay with our
          safety team: a report you filed no longer names you, and a report about you is kept with its evidence for the
          time given above, to protect members. Payment records stay in our accounts, no longer linked to you, for as
          long as tax and accounting law requires. Where we keep backups, deleted information disappears from them as
          they are replaced on their regular cycle.
        </p>
      </Section>

      <Section title="How we protect your information">
        <ul>
          <li>Passwords are hashed with scrypt, a deliberately slow algorithm designed to resist guessing.</li>
          <li>Your session lives in an httpOnly cookie that scripts in the page cannot read.</li>
          <li>Connections to Unlocked are encrypted in transit.</li>
          <li>
            Our servers check on every request that you may see or change the information involved: your own profile,
            your own matches and their messages, your own settings.
          </li>
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
          <li>
            <strong>Access</strong> the personal information we hold about you.
          </li>
          <li>
            <strong>Correct</strong> anything that is wrong. Most of it you can edit yourself on your profile, and you
            can change your email address in Settings.
          </li>
          <li>
            <strong>Delete</strong> your information. You can delete your account yourself in Settings → Delete your
            account, or ask us to do it.
          </li>
          <li>
            <strong>Export</strong> a copy of your information in a portable format. You can download it yourself in
            Settings → Your data.
          </li>
          <li>
            <strong>Object</strong> to or restrict how we use your information, where the law gives you that right.
          </li>
        </ul>
        <p>
          To get a copy of your data, go to Settings → Your data. You can ask for up to 3 copies a day, and we email you
          when your archive is ready: a ZIP file with one JSON file for each part of the app (including the IP addresses
          of your sessions) and your photos. You can download it while signed in for 7 days, after which it is deleted.
        </p>
        <p>
          To change your email address, enter the new one in Settings. We send a confirmation link to the new address,
          and we let your old address know.
        </p>
        <p>
          For anything else, email <a href="mailto:support@unlocked.app">support@unlocked.app</a> from the address on
          your account, so we can confirm that the request comes from you. We aim to respond within 30 days and usually
          much sooner. You also have the right to complain to your local data protection authority.
        </p>
        <p>
          You can change your profile visibility and other protections at any time on the{" "}
          <Link to="/safety">Safety settings</Link> page.
        </p>
      </Section>

      <Section title="Adults only">
        <p>
          Unlocked is only for people aged 18 and over. We do not knowingly collect information from anyone younger. If
          we learn that an account belongs to someone under 18, we delete it. If you believe that is the case, please
          report the profile or email us.
        </p>
      </Section>

      <Section title="Changes to this policy">
        <p>
          If we change this policy, we will update the effective date above. If a change affects how we use information
          you have already given us, we will tell you by email or in the app before it takes effect.
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
