import { PRODUCT_FACTS } from "@server/shared/product-facts";
import { SupportLink } from "../../components/SiteLayout";
import { DataRequestForm } from "./DataRequestForm";
import { Prose } from "./Prose";

/** For references: the call, its script, an FAQ and their rights (spec §1). */
export default function WhatToExpectPage() {
  const script = [
    "Hello, this is RefLine's automated assistant calling on behalf of an employer about a reference for a candidate who listed you.",
    "This call is recorded for quality and verification. Do I have your consent to record?",
    "How do you know the candidate, and for how long did you work together?",
    "What were their main responsibilities and strengths?",
    "Is there an area where they could grow?",
    "How did they work with colleagues and handle pressure or deadlines?",
    "Would you work with them again? Is there anything else the employer should know?",
  ];
  return (
    <Prose
      title="What to expect from your reference call"
      lead="Someone listed you as a reference. Here is what the call looks like, and what you can and cannot be asked."
    >
      <section>
        <h2>The call</h2>
        <ul>
          <li>An automated AI caller phones you between 9 AM and 6 PM, Monday-Friday, your local time.</li>
          <li>It lasts about {PRODUCT_FACTS.callLengthText}.</li>
          <li>
            If you miss it, we try {PRODUCT_FACTS.retryWindowText.replace("up to ", "up to ")} and may leave a
            short message.
          </li>
          <li>
            It starts by telling you the call is recorded and asking your consent. If you say no, the call
            ends at once.
          </li>
          <li>
            When the candidate authorized the check (they read a disclosure and signed by typing their name
            before we called anyone), the caller says so in one sentence at the start. Some candidates entered
            your details themselves.
          </li>
        </ul>
      </section>
      <section>
        <h2>The script</h2>
        <ol className="mt-2 list-decimal space-y-2 pl-5">
          {script.map((s) => (
            <li key={s} className="ml-0 list-decimal">
              {s}
            </li>
          ))}
        </ol>
        <p>
          The questions are about work only. The caller never asks about age, race, religion, health,
          disability, family, pregnancy, national origin or any other protected characteristic.
        </p>
      </section>
      <section>
        <h2>Frequently asked</h2>
        <p>
          <strong>Is this a real person?</strong> No, it's an AI interviewer; it will say so if you ask.
        </p>
        <p>
          <strong>Can I skip a question?</strong> Yes, say "skip" or "I'd rather not answer". You can also end
          the call at any time.
        </p>
        <p>
          <strong>Who sees my answers?</strong> Only the employer who asked for the reference. The candidate
          does not receive the report.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <ul>
          <li>Decline recording, skip any question, or end the call.</li>
          <li>
            Ask for corrections by e-mail or with the form below within {PRODUCT_FACTS.correctionWindowHours}{" "}
            hours of the call.
          </li>
          <li>
            Ask for your data to be deleted, by e-mail or with the form below; we remove it within{" "}
            {PRODUCT_FACTS.deletionDays} days.
          </li>
          <li>Recordings are deleted after {PRODUCT_FACTS.retentionDays} days in any case.</li>
        </ul>
        <p>
          Contact: <SupportLink />
        </p>
        <p>
          Deleting removes the recording, the transcript and the analysis of your call, and your name and
          number. The employer keeps only the fact that a call took place (it is what they paid for), and the
          report we keep for them is remade without your answers.
        </p>
        <div className="mt-6">
          <DataRequestForm />
        </div>
      </section>
    </Prose>
  );
}
