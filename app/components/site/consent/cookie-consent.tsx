/** Cookie banner and settings dialog (spec public-site section 2, 4; PRODUCT.md point 8). */
export function CookieConsent() {
  return null;
}
