import { PRODUCT_FACTS } from "@server/shared/product-facts";
import { SupportLink } from "../../components/SiteLayout";
import { Prose } from "./Prose";

export default function PrivacyPage() {
  return (
    <Prose
      title="Privacy Policy"
      updated="November 2026"
      lead="What we collect, why, how long we keep it, and your rights."
    >
      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            From employers: your e-mail, company, the candidate's name and role, and each reference's name,
            phone number and relationship.
          </li>
          <li>
            From references: the call recording, its transcript, and the consent you gave or refused at the
            start of the call.
          </li>
          <li>
            Technical data: IP address and browser type, used to prevent abuse of the free check and to secure
            the service.
          </li>
          <li>
            With your consent only: first-party analytics about which pages are visited. We do not sell data
            or use advertising cookies.
          </li>
        </ul>
      </section>
      <section>
        <h2>How we use it</h2>
        <p>
          To place the calls you ordered, produce the report, deliver it to the employer who commissioned it,
          prevent fraud, and improve the service. Only the commissioning employer receives a report.
        </p>
      </section>
      <section>
        <h2>Recording and consent</h2>
        <p>
          Every call begins with a recording disclosure and a request for consent. If a reference declines,
          the call ends immediately. The interview avoids protected characteristics such as age, race,
          religion, health, disability, family status, pregnancy or national origin.
        </p>
      </section>
      <section>
        <h2>Candidates</h2>
        <p>
          When the employer gives the candidate&apos;s e-mail address, we e-mail the candidate a link to a
          stand-alone disclosure and a summary of their rights before any reference is contacted. The
          candidate authorizes by typing their full name and ticking a box, or declines; we keep their answer
          with its time, network address, browser and the version of the disclosure they were shown. The link
          expires after 7 days. In an invited check the candidate enters their own references. A candidate may
          ask for a copy of the report from the same link; the employer approves it before we send it. The
          employer certifies the purpose of each such check when submitting it.
        </p>
      </section>
      <section>
        <h2>Retention</h2>
        <p>Recordings, transcripts and check data are deleted after {PRODUCT_FACTS.retentionDays} days.</p>
      </section>
      <section>
        <h2>Your rights</h2>
        <ul>
          <li>
            References may ask for corrections within {PRODUCT_FACTS.correctionWindowHours} hours of the call.
          </li>
          <li>
            Anyone may ask for access to or deletion of their data; deletion is completed within{" "}
            {PRODUCT_FACTS.deletionDays} days.
          </li>
          <li>You can withdraw analytics consent at any time by clearing this site's stored data.</li>
        </ul>
        <p>
          Write to <SupportLink />. We reply within {PRODUCT_FACTS.supportReply.generalHours} hours.
        </p>
      </section>
      <section>
        <h2>Processors</h2>
        <p>
          We use carefully chosen providers for payments, telephony, e-mail delivery and AI transcription and
          analysis. They process data only on our instructions.
        </p>
      </section>
    </Prose>
  );
}
