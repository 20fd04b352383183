import { Link, useNavigate } from "react-router";

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-slate-600">The page you asked for does not exist or has moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white" to="/">
          Home
        </Link>
        <Link className="rounded-md border px-4 py-2" to="/demo">
          Demo
        </Link>
        <Link className="rounded-md border px-4 py-2" to="/faq">
          FAQ
        </Link>
        <button className="rounded-md border px-4 py-2" onClick={() => navigate(-1)}>
          Go Back
        </button>
      </div>
    </main>
  );
}
