import { describe, expect, it } from "vitest";
import { allowedPaymentHosts, checkoutDestination, DEFAULT_PAYMENT_HOSTS, SAMPLE_CHECKOUT_HOST } from "~/lib/orders/payment-hosts.server";

describe("allowedPaymentHosts", () => {
  it("is PAYMENT_HOSTS when set, trimmed and lower-cased", () => {
    expect(allowedPaymentHosts({ PAYMENT_HOSTS: " Buy.Stripe.com ,pay.example.com,, " })).toEqual(["buy.stripe.com", "pay.example.com"]);
  });

  it("is the common payment-link hosts with a Sanity project, never the sample's stand-in", () => {
    const hosts = allowedPaymentHosts({ SANITY_PROJECT_ID: "abc123" });
    expect(hosts).toEqual(DEFAULT_PAYMENT_HOSTS);
    expect(hosts).not.toContain(SAMPLE_CHECKOUT_HOST);
  });

  it("adds the sample's checkout host only while the site runs on the sample", () => {
    expect(allowedPaymentHosts({})).toEqual([...DEFAULT_PAYMENT_HOSTS, SAMPLE_CHECKOUT_HOST]);
  });
});

describe("checkoutDestination", () => {
  const sampleLink = `https://${SAMPLE_CHECKOUT_HOST}/checkout/payment-plan?ref=XK-7M3Q9T2WZ4KD&test=1`;

  it("sends a buyer on the sample to the site's stand-in checkout, with the order's reference", () => {
    expect(checkoutDestination(sampleLink, {})).toBe("/sample-checkout/payment-plan?ref=XK-7M3Q9T2WZ4KD&test=1");
  });

  it("keeps every other link as it is: a real provider's, and the sample's once a Sanity project is set", () => {
    expect(checkoutDestination("https://buy.stripe.com/7sI5kq?ref=XK-1", {})).toBe("https://buy.stripe.com/7sI5kq?ref=XK-1");
    expect(checkoutDestination(sampleLink, { SANITY_PROJECT_ID: "abc123" })).toBe(sampleLink);
    expect(checkoutDestination("not a url", {})).toBe("not a url");
  });
});
