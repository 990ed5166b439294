import { z } from "zod";
import { BANNER_SIZE_OPTIONS, LISTING_CATEGORY_OPTIONS, LISTING_STATUS_OPTIONS, optionValues } from "~/lib/cms/options";
import { documentModel, httpUrl, image, isoDate, keyedImage, money, previousSlugs, slug } from "./fields";

const features = z.array(z.string().min(1)).min(1);

export const modificationDocument = documentModel("modification", {
  name: z.string().min(1),
  slug,
  previousSlugs,
  summary: z.string().min(1),
  description: z.string().min(1),
  price: money,
  deliveryTime: z.string().min(1),
  features,
  image: image.optional(),
  order: z.number().int(),
});

export const BANNER_SIZES = optionValues(BANNER_SIZE_OPTIONS);

export const bannerDocument = documentModel("banner", {
  name: z.string().min(1),
  slug,
  previousSlugs,
  summary: z.string().min(1),
  description: z.string().min(1),
  sizes: z.array(z.enum(BANNER_SIZES)).min(1),
  price: money,
  image,
  order: z.number().int(),
});

export const landingPageDocument = documentModel("landingPage", {
  name: z.string().min(1),
  slug,
  previousSlugs,
  summary: z.string().min(1),
  description: z.string().min(1),
  price: money,
  features,
  image,
  order: z.number().int(),
});

export const LISTING_CATEGORIES = optionValues(LISTING_CATEGORY_OPTIONS);
export const LISTING_STATUSES = optionValues(LISTING_STATUS_OPTIONS);

const count = z.number().int().min(0);

/** A listing's screenshot: an image with an optional short caption shown under it (the alt text describes it in full). */
const screenshot = keyedImage.extend({ caption: z.string().min(1).optional() });

export const siteListingDocument = documentModel("siteListing", {
  title: z.string().min(1),
  slug,
  previousSlugs,
  siteUrl: httpUrl,
  category: z.enum(LISTING_CATEGORIES),
  summary: z.string().min(1),
  description: z.string().min(1),
  launchedOn: isoDate,
  totalMembers: count,
  activeMembers: count,
  paidMembers: count,
  monthlyRevenue: money,
  monthlyProfit: z.number(),
  monthlyPageViews: count,
  recurringSubscriptions: count,
  creditLiability: count,
  commissionsOwed: money,
  script: z.string().min(1),
  scriptVersion: z.string().min(1),
  paymentProcessors: z.array(z.string().min(1)).min(1),
  included: z.array(z.string().min(1)).min(1),
  reasonForSale: z.string().min(1),
  price: money,
  status: z.enum(LISTING_STATUSES),
  images: z.array(screenshot).min(1),
  listedOn: isoDate,
});
