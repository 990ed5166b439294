import { describe, expect, it } from "vitest";
import { allowedPaymentHosts, DEFAULT_PAYMENT_HOSTS, SAMPLE_CHECKOUT_HOST } from "~/lib/orders/payment-hosts.server";

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
