import * as ToastPrimitive from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";

/**
 * Toasts per spec §9: one visible at a time (a new one replaces the previous), 5000 ms by default,
 * swipe right past 50 px to dismiss, F8 focuses the region.
 */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  duration?: number;
}

interface ToastState extends ToastInput {
  id: number;
}

const ToastContext = createContext<(t: ToastInput) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const [open, setOpen] = useState(false);
  const toast = useCallback((t: ToastInput) => {
    setCurrent({ ...t, id: nextId++ });
    setOpen(true);
  }, []);
  const color =
    current?.variant === "destructive"
      ? "border-red-300 bg-red-50 text-red-900"
      : current?.variant === "success"
        ? "border-emerald-300 bg-emerald-50 text-emerald-900"
        : "border-slate-200 bg-white text-slate-900";
  return (
    <ToastContext.Provider value={toast}>
      <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={5000}>
        {children}
        {current && (
          <ToastPrimitive.Root
            key={current.id}
            open={open}
            onOpenChange={setOpen}
            duration={current.duration ?? 5000}
            data-testid="toast"
            className={`pointer-events-auto w-full rounded-lg border p-4 pr-8 shadow-lg ${color} data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-out`}
          >
            <ToastPrimitive.Title className="text-sm font-semibold">{current.title}</ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="mt-1 text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            )}
            <ToastPrimitive.Close
              aria-label="Close"
              className="absolute top-2 right-2 rounded p-1 text-lg leading-none opacity-60 hover:opacity-100"
            >
              ×
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport
          hotkey={["F8"]}
          className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
