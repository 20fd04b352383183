import { PRODUCT_FACTS } from "@server/shared/product-facts";

const { startHour, endHour } = PRODUCT_FACTS.businessHours;
const h = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? "AM" : "PM"}`;

/**
 * The calling-hours rule, worded once for every page: the dialler calls each reference within
 * their own local business hours, so no page judges by the visitor's clock or by one city's.
 */
export const CALLING_HOURS_RULE = `${h(startHour)} - ${h(endHour)}, Monday-Friday, in each reference's local time`;
