/** Company branding (titles, logos) for the login page and the header. */
export { BrandingImage, type BrandingImageProps } from './BrandingImage';
export { useBranding } from './queries';
