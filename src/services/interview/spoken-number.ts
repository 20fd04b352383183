/** "+14155550123" → "4 1 5, 5 5 5, 0 1 2 3" so text-to-speech reads it digit by digit. */
export function spokenNumber(e164: string | undefined, fallback = "this number"): string {
  if (!e164) return fallback;
  const d = e164.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  if (d.length !== 10) return d.split("").join(" ");
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6)].map((g) => g.split("").join(" ")).join(", ");
}
