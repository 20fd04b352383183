const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const formatMoney = (n: number) => money.format(n);

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
export const formatDateTime = (d: Date | string) => dateTime.format(new Date(d));

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
export const formatDate = (d: Date | string) => date.format(new Date(d));

export const statusColor = (s: string) =>
  s === "completed"
    ? "green"
    : s === "failed"
      ? "red"
      : s === "processing" || s === "in_progress"
        ? "blue"
        : "gray";
