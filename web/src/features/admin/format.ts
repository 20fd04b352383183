const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
export const formatMoney = (n: number) => money.format(n);

/**
 * Operator pages show every time in one zone, stated once on each page by the operator bar
 * ("Times in UTC"), so two operators in different places read the same clock. Only a reference's
 * call attempts are also shown in the reference's own zone, named beside them.
 */
export const OPERATOR_ZONE = "UTC";

const dateTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: OPERATOR_ZONE,
});
export const formatDateTime = (d: Date | string) => dateTime.format(new Date(d));

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: OPERATOR_ZONE });
export const formatDate = (d: Date | string) => date.format(new Date(d));

const time = new Intl.DateTimeFormat("en-US", { timeStyle: "medium", timeZone: OPERATOR_ZONE });
export const formatTime = (d: Date | string) => time.format(new Date(d));

/** A date and time in another zone (a reference's), for showing beside the operator's. */
export const formatDateTimeIn = (d: Date | string, zone: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(
    new Date(d),
  );

export const statusColor = (s: string) =>
  s === "completed"
    ? "green"
    : s === "failed"
      ? "red"
      : s === "processing" || s === "in_progress"
        ? "blue"
        : "gray";
