import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { trpc } from "../../lib/trpc";
import { COVERAGE_TOKEN, type FaqItem } from "./faq-data";

export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const coverage = trpc.site.providerModes.useQuery().data?.coverageCopy.long ?? "the countries we cover";
  return (
    <Accordion.Root
      type="multiple"
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((f) => (
        <Accordion.Item key={f.id} value={f.id}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50">
              {f.question}
              <ChevronDown
                className="h-4 w-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-4 text-slate-700">
            {f.answer.replace(COVERAGE_TOKEN, coverage)}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
