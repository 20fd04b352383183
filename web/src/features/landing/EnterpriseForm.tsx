import { zodResolver } from "@hookform/resolvers/zod";
import { ENTERPRISE_VOLUMES, enterpriseLeadSchema } from "@server/shared/leads";
import { Building2, CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "../../components/ui/button";
import { SelectField, TextField } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { track } from "../../lib/analytics";
import { api, errorText, type RestBody } from "../../lib/api";

/** What the resolver hands on: the form's values after the route's own schema parsed them. */
type Lead = RestBody<"POST /api/enterprise-leads">;

interface Values {
  email: string;
  company: string;
  volume: string;
  requirements: string;
}

/** The enterprise quote form: stored as a lead and e-mailed to the operators. */
export function EnterpriseForm() {
  const toast = useToast();
  const [sent, setSent] = useState(false);
  const form = useForm<Values, unknown, Lead>({
    mode: "onTouched",
    resolver: zodResolver(enterpriseLeadSchema) as unknown as Resolver<Values, unknown, Lead>,
    defaultValues: { email: "", company: "", volume: "", requirements: "" },
  });
  const { errors, isSubmitting } = form.formState;
  async function submit(v: Lead) {
    try {
      await api("POST /api/enterprise-leads", { body: v });
      track("generate_lead", { category: "engagement", label: "enterprise_quote" });
      setSent(true);
    } catch (err) {
      toast({
        title: "Request failed",
        description: errorText(err) || "Something went wrong. Please try again.",
        variant: "destructive",
      });
    }
  }
  return (
    <section aria-labelledby="enterprise-title" className="bg-slate-900 py-16 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <Building2 className="h-10 w-10 text-amber-300" aria-hidden />
          <h2 id="enterprise-title" className="mt-4 text-3xl font-bold tracking-tight">
            Enterprise
          </h2>
          <p className="mt-3 text-slate-300">
            Running more than 50 checks a month? Get volume pricing, custom interview questions, ATS
            integration and a dedicated contact. We reply within one business day.
          </p>
        </div>
        <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl">
          {sent ? (
            <div className="py-8 text-center" role="status">
              <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-600" aria-hidden />
              <p className="mt-3 text-lg font-semibold">Thanks, we've got your request.</p>
              <p className="mt-1 text-slate-600">Our team will be in touch within one business day.</p>
            </div>
          ) : (
            <form
              noValidate
              onSubmit={form.handleSubmit(submit)}
              className="space-y-4"
              aria-label="Enterprise quote"
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Work email"
                  type="email"
                  autoComplete="email"
                  error={errors.email?.message}
                  {...form.register("email")}
                />
                <TextField
                  label="Company"
                  autoComplete="organization"
                  error={errors.company?.message}
                  {...form.register("company")}
                />
              </div>
              <SelectField label="Monthly volume" error={errors.volume?.message} {...form.register("volume")}>
                <option value="">Select volume…</option>
                {ENTERPRISE_VOLUMES.map((v) => (
                  <option key={v} value={v}>
                    {v} checks / month
                  </option>
                ))}
              </SelectField>
              <div>
                <label htmlFor="enterprise-req" className="block text-sm font-medium text-slate-800">
                  Requirements (optional)
                </label>
                <textarea
                  id="enterprise-req"
                  rows={3}
                  className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm"
                  {...form.register("requirements")}
                />
              </div>
              <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
                {isSubmitting ? "Sending..." : "Request a Quote"}
              </Button>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
