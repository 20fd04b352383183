import type { ReactNode } from "react";
import { OperatorGate } from "../admin/OperatorGate";

/** Frame of an operator test page: the server-side gate and the title (the operator layout has the links). */
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
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-slate-600">{intro}</p>
        </div>
        {children}
      </main>
    </OperatorGate>
  );
}
