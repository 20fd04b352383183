import type { ReactNode } from "react";

/** A readable long-form page: title, optional lead, and sections with headings. */
export function Prose({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead?: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {updated && <p className="mt-2 text-sm text-slate-500">Last updated {updated}</p>}
      {lead && <p className="mt-4 text-lg text-slate-700">{lead}</p>}
      <div className="mt-8 space-y-8 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:ml-5 [&_li]:list-disc [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:space-y-1">
        {children}
      </div>
    </main>
  );
}
