import type { ReactNode } from "react";
import { OperatorBar, OperatorGate, OperatorNav } from "../admin/OperatorGate";

/** Frame of an operator test page: the server-side gate, the title, the operator links. */
export function OperatorPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <OperatorGate title={title}>
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold">{title}</h1>
            <p className="text-slate-600">{intro}</p>
            <div className="mt-2">
              <OperatorNav />
            </div>
          </div>
          <OperatorBar />
        </div>
        {children}
      </main>
    </OperatorGate>
  );
}
