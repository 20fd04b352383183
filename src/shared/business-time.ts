import { PRODUCT_FACTS } from "./product-facts";

const { startHour, endHour } = PRODUCT_FACTS.businessHours;

/**
 * True on Monday-Friday 9:00-18:00 in the device's local time (the landing page's banner).
 * Plain Date on purpose: the landing bundle stays free of time-zone libraries.
 */
export function isLocalBusinessHours(now: Date): boolean {
  const day = now.getDay();
  const hour = now.getHours();
  return day >= 1 && day <= 5 && hour >= startHour && hour < endHour;
}
