import type { MetaDescriptor } from "react-router";
import {
  companyPhones,
  siteSettingDefaults,
  socialProfiles,
  type SiteSettings,
} from "#features/settings/site-settings";
import { cutAtWord, descriptionMaxLength } from "#features/shared/cut-at-word";

/** The structured-data types the spec names for a page. */
export type PageType = "WebPage" | "Article" | "Service" | "ProfilePage";

export type MetaInput = {
  /** The whole document title, e.g. 'Contatti | Scaligera Digital'. */
  title: string;
  description: string;
  keywords: string | readonly string[];
  /** Path of the page (canonical and og:url are siteUrl + path). */
  path: string;
  /** Absolute URL or a site path; defaults to the 1200x630 Open Graph image. */
  image?: string;
  /** Alternative text of the image. */
  imageAlt?: string;
  type?: PageType;
  siteUrl: string;
  brand: string;
  /** Settings used for the Organization publisher; missing keys take the defaults. */
  settings?: Partial<SiteSettings> | null;
  /** Extra properties merged into the JSON-LD block (e.g. serviceType, articleSection). */
  jsonLd?: Record<string, unknown>;
  publishedTime?: string | Date | null;
  modifiedTime?: string | Date | null;
  /** Author of an article; defaults to the company team. */
  author?: string | null;
  /** Adds robots noindex (404, login pages). */
  noindex?: boolean;
  /** Leaves out the canonical link (pages that must not be indexed). */
  canonical?: boolean;
};

/** The default share image and the app icon, both in public/. */
export const defaultImage = { url: "/og-image.png", width: 1200, height: 630 } as const;
export const appIcon = { url: "/icon-512.png", width: 512, height: 512 } as const;

/** Joins the site URL and a path without doubling or losing the slash. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = siteUrl.replace(/\/+$/, "");
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return `${base}${path}`;
}

const isoDate = (value: string | Date | null | undefined) => {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

/** "37012 Bussolengo (VR)" -> postal code, town and province for a PostalAddress. */
function postalAddress(settings: SiteSettings) {
  const match = /^(\d{5})\s+(.+?)(?:\s+\(([A-Za-z]{2})\))?$/.exec(settings.address_city.trim());
  return {
    "@type": "PostalAddress",
    streetAddress: settings.address_street,
    ...(match
      ? {
          postalCode: match[1],
          addressLocality: match[2],
          ...(match[3] ? { addressRegion: match[3].toUpperCase() } : {}),
        }
      : { addressLocality: settings.address_city }),
    addressCountry: "IT",
  };
}

/** The company as a schema.org Organization, from the site settings (profiles as sameAs). */
export function organizationJsonLd(siteUrl: string, partial?: Partial<SiteSettings> | null) {
  const settings: SiteSettings = { ...siteSettingDefaults, ...(partial ?? {}) };
  const profiles = socialProfiles(settings).map((profile) => profile.href);
  return {
    "@type": "Organization",
    name: settings.site_name,
    legalName: settings.company_name,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, appIcon.url),
    email: settings.email,
    telephone: companyPhones(settings),
    vatID: settings.vat_number,
    foundingDate: "2005",
    address: postalAddress(settings),
    ...(profiles.length > 0 ? { sameAs: profiles } : {}),
  };
}

function structuredData(input: MetaInput, url: string, image: string) {
  const type = input.type ?? "WebPage";
  const publisher = organizationJsonLd(input.siteUrl, input.settings);
  const common = {
    "@context": "https://schema.org",
    "@type": type,
    url,
    image,
    inLanguage: "it-IT",
  };
  const published = isoDate(input.publishedTime);
  const modified = isoDate(input.modifiedTime) ?? published;
  switch (type) {
    case "Article":
      return {
        ...common,
        headline: input.title,
        description: input.description,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        author: { "@type": "Organization", name: input.author || `Team ${input.brand}` },
        publisher,
        ...(published ? { datePublished: published } : {}),
        ...(modified ? { dateModified: modified } : {}),
        ...input.jsonLd,
      };
    case "Service":
      return {
        ...common,
        name: input.title,
        description: input.description,
        provider: publisher,
        areaServed: { "@type": "Country", name: "Italia" },
        ...input.jsonLd,
      };
    case "ProfilePage":
      return {
        ...common,
        name: input.title,
        description: input.description,
        mainEntity: publisher,
        ...input.jsonLd,
      };
    default:
      return {
        ...common,
        name: input.title,
        description: input.description,
        isPartOf: { "@type": "WebSite", name: input.brand, url: absoluteUrl(input.siteUrl, "/") },
        publisher,
        ...input.jsonLd,
      };
  }
}

/**
 * Everything a page puts in <head> for search engines and sharing: title, description,
 * keywords, canonical link, Open Graph (locale it_IT), Twitter card and a JSON-LD block.
 */
export function buildMeta(input: MetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.siteUrl, input.path);
  const imagePath = input.image ?? defaultImage.url;
  const image = absoluteUrl(input.siteUrl, imagePath);
  const imageAlt = input.imageAlt ?? input.brand;
  const size =
    imagePath === defaultImage.url ? defaultImage : imagePath === appIcon.url ? appIcon : null;
  const keywords = typeof input.keywords === "string" ? input.keywords : input.keywords.join(", ");
  const ogType = input.type === "Article" ? "article" : "website";
  const published = isoDate(input.publishedTime);
  const modified = isoDate(input.modifiedTime);

  const description = cutAtWord(input.description, descriptionMaxLength);
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: description },
    { name: "keywords", content: keywords },
  ];
  if (input.noindex) meta.push({ name: "robots", content: "noindex, follow" });
  if (input.canonical !== false) meta.push({ tagName: "link", rel: "canonical", href: url });
  meta.push(
    { property: "og:type", content: ogType },
    { property: "og:locale", content: "it_IT" },
    { property: "og:site_name", content: input.brand },
    { property: "og:title", content: input.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
  );
  if (size) {
    meta.push(
      { property: "og:image:width", content: String(size.width) },
      { property: "og:image:height", content: String(size.height) },
    );
  }
  if (ogType === "article") {
    if (published) meta.push({ property: "article:published_time", content: published });
    if (modified) meta.push({ property: "article:modified_time", content: modified });
    meta.push({ property: "article:author", content: input.author || `Team ${input.brand}` });
  }
  // X reads title, description and image from the Open Graph tags when its own are absent
  // (developer.x.com, "Cards markup"): only the card type and the image's alt text are its own.
  meta.push(
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image:alt", content: imageAlt },
    { "script:ld+json": structuredData(input, url, image) },
  );
  return meta;
}
