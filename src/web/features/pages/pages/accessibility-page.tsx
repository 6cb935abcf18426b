import { Link } from "react-router";
import { buttonVariants } from "../../../components/ui/button";
import { LegalLayout, Section } from "../components/legal-layout";
import { PageDescriptions } from "#shared/pages";

export default function AccessibilityPage() {
  return (
    <LegalLayout
      title="Accessibility Statement"
      description={PageDescriptions.accessibility}
      intro={
        <p>
          Everyone deserves a fair chance at connection. We want Unlocked to work for you whether you use a keyboard, a
          screen reader, magnification, voice control or a small phone screen.
        </p>
      }
    >
      <Section title="Our goal">
        <p>
          We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA across Unlocked. We check new
          features against these guidelines as we build them, and we treat accessibility problems as bugs to fix, not
          extras to consider later.
        </p>
      </Section>

      <Section title="What we do">
        <ul>
          <li>
            <strong>Keyboard navigation:</strong> every page and control can be reached and used with a keyboard, in a
            logical order.
          </li>
          <li>
            <strong>Visible focus:</strong> a clear outline shows where you are whenever you move through the page with
            a keyboard.
          </li>
          <li>
            <strong>Contrast:</strong> text and essential controls are designed to meet AA contrast ratios, and we avoid
            conveying meaning through color alone.
          </li>
          <li>
            <strong>Screen reader labels:</strong> buttons, icons, form fields and errors have accessible names, and
            pages use real headings, lists and landmarks.
          </li>
          <li>
            <strong>Reduced motion:</strong> if your device asks for reduced motion, we turn off or soften animations
            and transitions.
          </li>
          <li>
            <strong>Resizable text:</strong> you can zoom text to 200% without losing content or functionality.
          </li>
          <li>
            <strong>Small screens:</strong> layouts work on screens as narrow as 360 pixels without sideways scrolling,
            and touch targets are comfortably large.
          </li>
        </ul>
      </Section>

      <Section title="Known limitations">
        <p>We would rather be honest about where we fall short than claim to be perfect:</p>
        <ul>
          <li>
            Photos uploaded by members may not have text descriptions, so their content may not be available to screen
            reader users. We encourage members to describe themselves in their bio and prompts.
          </li>
          <li>Video chat depends on seeing and hearing the other person. It does not yet offer live captions.</li>
          <li>
            Payment pages are provided by PayPal. Their accessibility is outside our control, although we report
            problems we find to them.
          </li>
          <li>
            Echo chats allow each person one message per day during the first three days. This pacing is deliberate, but
            if it creates a barrier for you, tell us and we will look for a way to help.
          </li>
        </ul>
        <p>We are working on these and will update this statement as they change.</p>
      </Section>

      <Section title="Tell us what is not working">
        <p>
          If something on Unlocked is hard or impossible for you to use, we want to know. Please email{" "}
          <a href="mailto:accessibility@unlocked.app">accessibility@unlocked.app</a> and tell us the page you were on,
          what you were trying to do and, if you are comfortable sharing it, the browser and assistive technology you
          use.
        </p>
        <p>
          We will respond within 2 business days. If we cannot fix the problem straight away, we will help you reach
          what you need another way and let you know when the fix is in place.
        </p>
      </Section>

      <div className="border-t border-slate-200 pt-8">
        <Link to="/" className={buttonVariants({ size: "lg" })}>
          Back to dashboard
        </Link>
      </div>
    </LegalLayout>
  );
}
