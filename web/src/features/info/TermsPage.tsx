import { PRICES, PRODUCT_FACTS } from "@server/shared/product-facts";
import { SupportLink } from "../../components/SiteLayout";
import { trpc } from "../../lib/trpc";
import { Prose } from "./Prose";

export default function TermsPage() {
  const coverage = trpc.site.providerModes.useQuery().data?.coverageCopy.long;
  return (
    <Prose
      title="Terms of Service"
      updated="November 2026"
      lead="The agreement between you and RefLine when you order a reference check."
    >
      <section>
        <h2>The service</h2>
        <p>
          RefLine phones the references you name with an AI interviewer and delivers a PDF report by e-mail,
          usually within {PRODUCT_FACTS.turnaroundText} during business hours (
          {PRODUCT_FACTS.callingHoursText}). We call references in {coverage ?? "the countries we cover"}.
        </p>
      </section>
      <section>
        <h2>Your responsibilities</h2>
        <ul>
          <li>
            You have permission to contact each reference and have told them their call will be recorded.
          </li>
          <li>
            You use the report lawfully, as one input among others, and in line with employment and
            consumer-reporting laws that apply to you.
          </li>
          <li>
            You provide accurate information and do not use the service to contact people who have not agreed
            to be references.
          </li>
        </ul>
      </section>
      <section>
        <h2>Prices and payment</h2>
        <p>
          Prices are per reference: ${PRICES.earlyAdopterPerReference} at the early-adopter price while the
          offer lasts, ${PRICES.regularPerReference} regularly. The first check is free, one per e-mail
          address and network. The amount shown before payment is the amount charged.
        </p>
      </section>
      <section>
        <h2>Attempts and refunds</h2>
        <p>
          We make {PRODUCT_FACTS.retryWindowText} to reach each reference. If a call cannot be completed, that
          reference is refunded. We offer a 100% satisfaction refund within {PRODUCT_FACTS.refundWindowDays}{" "}
          days. Free checks need no refund, and a completed call is not refunded for its content.
        </p>
      </section>
      <section>
        <h2>Limits</h2>
        <p>
          Reports reflect what references said; we do not verify their statements. The service is provided as
          is, and our liability is limited to the amount you paid for the check concerned.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          <SupportLink />
        </p>
      </section>
    </Prose>
  );
}
