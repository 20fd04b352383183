import { Link, useLocation, useNavigate } from "react-router";
import { SupportLink } from "../components/SiteLayout";

/** The 404 page: home, /demo, /faq, Go Back, and a report-issue mailto. */
export default function NotFoundPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-600">The page you asked for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          to="/"
        >
          Home
        </Link>
        <Link
          className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
          to="/demo"
        >
          Demo
        </Link>
        <Link
          className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
          to="/faq"
        >
          FAQ
        </Link>
        <button
          className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-50"
          onClick={() => navigate(-1)}
        >
          Go Back
        </button>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        Followed a broken link?{" "}
        <SupportLink className="font-medium text-brand-700 underline" subject={`Broken link: ${pathname}`}>
          Report an issue
        </SupportLink>{" "}
        ({pathname})
      </p>
    </main>
  );
}
