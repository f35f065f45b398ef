/** Share targets of a blog post (../shared/spec/public-site.md §2 "Blog post"). Browser-safe. */

export type SharePlatform = "facebook" | "twitter" | "linkedin";

export const sharePlatforms: { id: SharePlatform; label: string }[] = [
  { id: "facebook", label: "Facebook" },
  { id: "twitter", label: "Twitter" },
  { id: "linkedin", label: "LinkedIn" },
];

/**
 * Links that hand the post to an app instead of a popup: WhatsApp (the app on a phone, WhatsApp
 * Web elsewhere) and the visitor's mail program, both with the title and the address.
 */
export function messageLinks(pageUrl: string, title: string) {
  const text = `${title} ${pageUrl}`;
  return [
    { id: "whatsapp", label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(text)}` },
    {
      id: "email",
      label: "E-mail",
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(
        `Ti segnalo questo articolo: ${text}`,
      )}`,
    },
  ] as const;
}

/** The platform's share address for a page URL (and its title, where the platform takes one). */
export function shareUrl(platform: SharePlatform, pageUrl: string, title: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (platform) {
    case "facebook":
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case "twitter":
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(title)}`;
    case "linkedin":
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  }
}

export const sharePopupFeatures =
  "width=600,height=400,menubar=no,toolbar=no,location=yes,resizable=yes,scrollbars=yes";

/** Opens the share page in a 600x400 popup that cannot reach back into this page. */
export function openSharePopup(url: string): void {
  const popup = window.open(url, "share", sharePopupFeatures);
  if (!popup) return;
  try {
    popup.opener = null;
  } catch {
    // A popup reused from an earlier share is already on the platform's origin.
  }
}
