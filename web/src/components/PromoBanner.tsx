import { Link } from "react-router";
import { useDynamicPricing } from "../lib/queries";

/** The landing page's top banner about early-adopter pricing (spec §2). */
export function PromoBanner() {
  const q = useDynamicPricing();
  const p = q.data;
  return (
    // A landmark of its own, so screen-reader users can find (or skip) it like the rest of the page.
    <aside aria-label="Offer" className="bg-slate-900 px-4 py-2 text-center text-sm text-white">
      {p && !p.soldOut ? (
        <>
          <strong>Early-adopter pricing:</strong> ${p.pricePerReference} per reference instead of $
          {p.regularPrice} — {p.spotsLeft} spots left.{" "}
        </>
      ) : p?.soldOut ? (
        <>
          <strong>Early-adopter pricing is sold out.</strong> Your first check is still free.{" "}
        </>
      ) : (
        <>
          <strong>Your first reference check is free.</strong> No card needed.{" "}
        </>
      )}
      <Link to="/#reference-form" className="font-semibold text-amber-300 underline underline-offset-2">
        Start now
      </Link>
    </aside>
  );
}
