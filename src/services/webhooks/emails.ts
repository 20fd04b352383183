/* The webhooks capability's e-mails. */

/** The endpoint's owner is told when its endpoint was disabled after a day of failed deliveries. */
export function endpointDisabledEmail(p: {
  url: string;
  endpointId: string;
  attempts: number;
  lastError: string | null;
  publicBaseUrl: string;
  productName: string;
}): { subject: string; text: string } {
  return {
    subject: `Your ${p.productName} webhook endpoint was disabled`,
    text: [
      "Hello,",
      "",
      `We stopped sending webhooks to ${p.url} because ${p.attempts} attempts over about a day all failed` +
        (p.lastError ? ` (the last one: ${p.lastError}).` : "."),
      "",
      "Events are still recorded. Once the endpoint answers with a 2xx status again, enable it",
      `(POST /api/v1/webhooks/${p.endpointId}/enable) and replay the deliveries you missed from its`,
      `delivery log. The API reference is at ${p.publicBaseUrl}/developers.`,
      "",
      p.productName,
    ].join("\n"),
  };
}
