import { zodResolver } from "@hookform/resolvers/zod";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "../../components/ui/button";
import { TextField } from "../../components/ui/field";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { trpc } from "../../lib/trpc";
import type { ListedCheck } from "./types";

function formSchema(max: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), "Enter an amount in dollars, like 14 or 7.50")
      .refine((v) => Number(v) > 0, "The amount must be more than $0")
      .refine((v) => Number(v) <= max, `At most $${max.toFixed(2)} is left to refund`),
    reason: z
      .string()
      .trim()
      .min(1, "Say why the check is refunded")
      .max(500, "Keep the reason under 500 characters"),
  });
}
type FormValues = z.infer<ReturnType<typeof formSchema>>;

/**
 * An operator's refund of a paid check: the whole remainder by default, or part of it, with a
 * reason. The server computes what is refundable and sends one refund per click, whatever retries.
 */
export function RefundDialog({
  check,
  onClose,
}: {
  check: Pick<ListedCheck, "id" | "amountPaid" | "candidateName" | "requesterEmail">;
  onClose: () => void;
}) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const refund = trpc.admin.refund.useMutation();
  // The button that opened the dialog: focus goes back to it when the dialog closes (Escape,
  // Cancel or done), not to the page's body. The dialog is mounted open, so Radix has no trigger.
  const [opener] = useState(() =>
    typeof document !== "undefined" &&
    document.activeElement instanceof HTMLElement &&
    document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  const max = check.amountPaid;
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema(max)),
    defaultValues: { amount: max.toFixed(2), reason: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    try {
      const r = await refund.mutateAsync({ checkId: check.id, amount: Number(v.amount), reason: v.reason });
      toast({
        title: "Refund issued",
        description: `$${r.amount.toFixed(2)} refunded on check #${check.id} (${r.paymentStatus.replace("_", " ")}).`,
        variant: "success",
      });
      await utils.admin.invalidate();
      onClose();
    } catch (err) {
      toast({ title: "Failed to refund the check", description: errorText(err), variant: "destructive" });
    }
  });

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            if (opener?.isConnected) {
              e.preventDefault();
              opener.focus();
            }
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            Refund check #{check.id}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {check.candidateName} · {check.requesterEmail} · ${max.toFixed(2)} refundable. The money goes back
            to the card that paid.
          </Dialog.Description>
          <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
            <TextField
              label="Amount (USD)"
              inputMode="decimal"
              autoComplete="off"
              error={errors.amount?.message}
              {...form.register("amount")}
            />
            <TextField
              label="Reason"
              autoComplete="off"
              error={errors.reason?.message}
              {...form.register("reason")}
            />
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="ghost">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Refunding…" : "Refund"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
