/** Company branding images: plain values (no schemas), for the login page's logo and background. */
export const BrandingImage = ['FAVICON', 'SERVICE_LOGO', 'LOGIN_BG', 'LOGIN_LOGO', 'SERVICE_DARK_LOGO'] as const;
export type BrandingImageKind = (typeof BrandingImage)[number];

/** Branding images are bytes, not envelopes: GET /open/company/branding?command=LOGIN_LOGO&companyId=... */
export function brandingImagePath(companyId: string, kind: BrandingImageKind): string {
  return `/open/company/branding?command=${kind}&companyId=${encodeURIComponent(companyId)}`;
}
